"""The Qt layer: windows, pages, plots and the workers that keep the GUI thread free. Only this package imports Qt."""
