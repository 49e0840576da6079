// Epoxy's platform aliases, without SwiftUI (not on Linux).
import UIKit

/// The platform's main view type.
typealias ViewType = UIView

/// The platform's layout constraint priority type.
typealias LayoutPriorityType = UILayoutPriority
