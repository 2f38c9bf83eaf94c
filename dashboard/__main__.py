"""`python -m dashboard` is the same as the `dl-dashboard` command."""

import sys

from dashboard.cli import main

sys.exit(main())
