"""Siege of Tenochtitlan: the combat and defensive fire phases (seed 002)."""

from . import spec  # noqa: F401  (registers tenochtitlan/combat)
