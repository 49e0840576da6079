/// Takes apart a tree whose nodes own their children, without recursion.
/// Releasing a node releases its children, which release theirs: on a deep
/// chain that nested deinitialisation exhausts the stack. Here the nodes
/// of `detached` (children their parent has let go of) that no one else
/// holds let go of theirs in turn (`detach` empties a node and returns
/// what it held), one node at a time; each is then freed with nothing
/// left to release. Layers and render nodes are taken apart this way.
///
/// `detached` is consumed: a copy left with the caller would hold every
/// node a second time, none would be uniquely held, and the tree would
/// fall back on nested deinitialisation.
func _releaseIteratively<Node: AnyObject>(_ detached: consuming [Node], detach: (Node) -> [Node]) {
    while var node = detached.popLast() {
        guard isKnownUniquelyReferenced(&node) else { continue }
        detached += detach(node)
    }
}
