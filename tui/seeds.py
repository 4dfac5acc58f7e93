"""Seeds of the engine's dice for battles started from the setup form.

A battle set up without a seed (an empty seed field and no ``seed`` key in the scenario) draws
one here, from the operating system's randomness, so that two battles do not roll the same
dice; the battle shows its seed, so it can be replayed. A seed the player gives is kept as is.
The engine stays deterministic: the same seed always gives the same rolls.
"""

from __future__ import annotations

import secrets

#: The range a drawn seed comes from: short enough to read off the screen and type again.
SEED_MIN, SEED_MAX = 1, 999_999


def draw_seed() -> int:
    """A random seed in ``SEED_MIN..SEED_MAX``."""
    return SEED_MIN + secrets.randbelow(SEED_MAX - SEED_MIN + 1)
