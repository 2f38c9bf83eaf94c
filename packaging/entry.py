"""The bundle's entry point: the same `main` as the `dl-dashboard` command and `python -m dashboard`."""

import sys

from dashboard.cli import main

if __name__ == "__main__":
    sys.exit(main())
