"""Here I Stand (GMT Games): the field battle (seed 001)."""

from . import spec  # noqa: F401  (registers his/field-battle)
