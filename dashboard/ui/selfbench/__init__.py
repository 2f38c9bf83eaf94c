"""Benchmarks of the window's own cost: `dl-dashboard bench idle|window|startup|latency|longrun|soak`.

Each drives the real main window (offscreen unless a display is set) and measures; none asserts. The README quotes
their output beside the command that produced it.
"""
