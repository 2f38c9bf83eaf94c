"""The Experiments page: its form, charts and saved experiments."""
