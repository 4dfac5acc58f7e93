"""Caribbean Colonization & Conquest: interception attempt (seed 004) and land combat (seed 000)."""

from ...registry import GameSpec

GAME = GameSpec(
    id="ccc",
    name="Caribbean Colonization & Conquest",
    short="CCC",
    order=3,
    modules=("interception_spec", "land_spec"),
)
