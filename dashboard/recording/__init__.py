"""Recordings: a run and what the machine did during it, in one file that another machine can replay."""
