"""The names of the drilled procedures and question kinds (no imports: the command line reads
them while it builds its parser)."""

PROCEDURES = (
    "his/field-battle",
    "tenochtitlan/combat",
    "soe/attack",
    "ccc/interception",
    "ccc/land-combat",
)
KINDS = ("dice", "legal", "winner", "modifiers", "next-step", "likelier")
