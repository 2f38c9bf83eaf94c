"""Hardware inventory and live sampling. No Qt here: the CLI, the GUI and tests share it."""
