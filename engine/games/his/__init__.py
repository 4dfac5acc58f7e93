"""Here I Stand (GMT Games): the field battle (seed 001)."""

from ...registry import GameSpec

GAME = GameSpec(id="his", name="Here I Stand", short="HIS", order=1, modules=("spec",))
