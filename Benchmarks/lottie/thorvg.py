"""ThorVG's timing of a Lottie file (thorvg-cython): the file drawn at
W x H, frame after frame across the animation, as rlottie's peer and
qz-bench --lottie do. Prints `thorvg median_ms=X min_ms=Y`."""
import sys, time
import thorvg_cython as tvg

def main():
    path, size, frames = sys.argv[1], sys.argv[2], int(sys.argv[3])
    w, h = (int(v) for v in size.split("x"))
    engine = tvg.Engine(threads=0)
    canvas = tvg.SwCanvas(w, h)
    animation = tvg.LottieAnimation()
    picture = animation.get_picture()
    if picture.load(path) != tvg.Result.SUCCESS:
        sys.exit(f"thorvg: cannot load {path}")
    picture.set_size(w, h)
    canvas.add(picture)
    _, total = animation.get_total_frame()
    def frame(i):
        animation.set_frame((i % frames) * total / frames)
        canvas.update()
        canvas.draw(True)
        canvas.sync()
    for i in range(3):
        frame(i)
    times = []
    for i in range(frames):
        t0 = time.perf_counter_ns()
        frame(i)
        times.append((time.perf_counter_ns() - t0) / 1e6)
    times.sort()
    n = len(times)
    median = times[n // 2] if n % 2 else (times[n // 2 - 1] + times[n // 2]) / 2
    print(f"thorvg median_ms={median:.3f} min_ms={times[0]:.3f}")

main()
