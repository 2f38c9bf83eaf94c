"""Test doubles of vendor libraries, raising the real libraries' error classes."""
