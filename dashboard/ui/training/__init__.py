"""The Training lab page: its form, live charts and saved runs."""
