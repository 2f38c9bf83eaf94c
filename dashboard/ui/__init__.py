"""The Qt layer: windows, pages, plots and the workers that keep the GUI thread free. Only this package imports Qt."""

import os

# superqt reaches Qt through qtpy, which would take the first binding it finds (PyQt5 first): make it ours.
os.environ.setdefault("QT_API", "pyside6")
