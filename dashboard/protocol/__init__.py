"""What the window says to a measuring process, and how it reaches one: here or on another machine over ssh.

Every measurement the window shows runs in a process of its own, `dl-dashboard agent`, on this machine or on a
GPU server; they speak JSON lines on the agent's stdin and stdout (``messages``), over a local pipe or the system's
``ssh`` (``transport``). The command line's ``--remote HOST`` uses the same agent, the same messages.
"""
