"""Lessons: one live demonstration per concept of the articles, each with a reading computed from what it measured."""
