"""Siege of Tenochtitlan: the combat and defensive fire phases (seed 002)."""

from ...registry import GameSpec

GAME = GameSpec(
    id="tenochtitlan",
    name="Siege of Tenochtitlan",
    short="Tenochtitlan",
    order=2,
    modules=("spec",),
)
