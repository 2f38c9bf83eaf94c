"""The Lessons page: pick a concept, read what it means, run it, see the chart and the reading."""
