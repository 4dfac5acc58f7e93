"""Struggle of Empires (Warfrog): resolving an attack (seed 003)."""

from . import spec  # noqa: F401  (registers soe/attack)
