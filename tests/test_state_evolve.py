"""State.evolve(): a copy with changed fields; a name that is no field is refused."""

from __future__ import annotations

import pytest

from tests.his_helpers import battle


def test_evolve_changes_fields_and_leaves_the_original():
    state = battle()
    later = state.evolve(rolls=state.rolls + 1)
    assert later.rolls == state.rolls + 1 and later is not state
    assert later.forces == state.forces


def test_evolve_refuses_a_misspelt_field():
    state = battle()
    with pytest.raises(TypeError, match="stge"):
        state.evolve(stge="his/field-battle#roll")
    assert not hasattr(state, "stge")
