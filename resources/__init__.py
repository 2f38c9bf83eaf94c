"""Data files shipped with the app (icons, reference tables), read through importlib.resources."""
