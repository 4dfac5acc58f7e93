"""Struggle of Empires (Warfrog): resolving an attack (seed 003)."""

from ...registry import GameSpec

GAME = GameSpec(id="soe", name="Struggle of Empires", short="SoE", order=4, modules=("spec",))
