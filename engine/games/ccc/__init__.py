"""Caribbean Colonization & Conquest: interception attempt (seed 004) and land combat (seed 000)."""

from . import interception_spec, land_spec  # noqa: F401  (register ccc/interception, ccc/land-combat)
