"""The mutation sample (tools/mutation_sample.py): the same seed picks the same mutants, a small
module is taken whole, and the report counts mutmut's exit codes as killed or surviving."""

import json
from pathlib import Path

import pytest

from tools.mutation_sample import (
    RULE_MODULES,
    function_of,
    import_time_functions,
    main,
    measured,
    part,
    read_names,
    report,
    sample,
    wilson,
)


def write_meta(root, module, codes):
    path = root / f"{module}.meta"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"exit_code_by_key": codes}), encoding="utf-8")


def test_the_sample_is_the_same_for_the_same_seed_and_differs_by_module():
    names = [f"engine.x.f__mutmut_{number}" for number in range(1, 101)]
    first = sample(names, 10, 7, "engine/x.py")
    assert first == sample(list(reversed(names)), 10, 7, "engine/x.py")
    assert len(first) == 10 and set(first) <= set(names)
    assert first != sample(names, 10, 7, "engine/y.py")
    assert sample(names[:5], 10, 7, "engine/x.py") == sorted(names[:5])


def test_wilson_interval_of_known_shares():
    low, high = wilson(9, 10)
    assert low == pytest.approx(0.5958, abs=1e-4) and high == pytest.approx(0.9821, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(40, 40)
    assert high == 1.0 and low == pytest.approx(0.9124, abs=1e-4)


def test_the_report_counts_killed_surviving_and_unrun_mutants(tmp_path):
    # mutmut: 1 a test failed, 152 timed out, 0 survived, 33 no test reached it, None not run
    codes = {"engine.x.f__mutmut_1": 1, "engine.x.f__mutmut_2": 152,
             "engine.x.f__mutmut_3": 0, "engine.x.f__mutmut_4": 33,
             "engine.x.f__mutmut_5": None}  # fmt: skip
    write_meta(tmp_path, "engine/x.py", codes)
    write_meta(tmp_path, "engine/y.py", {"engine.y.g__mutmut_1": 1})
    write_meta(tmp_path, "engine/z.py", {"engine.z.h__mutmut_1": 0, "engine.z.k__mutmut_1": 1})
    text = report(tmp_path, ["engine/x.py", "engine/y.py", "engine/z.py"], 40, 1, {"engine.z.h"})
    assert "| `engine/x.py` | 5 | 5 | 0 | 2 (1) | 2 | 1 | 50 % | 15–85 % | 50 % |" in text
    assert "| `engine/y.py` | 1 | 1 | 0 | 1 (0) | 0 | 0 | 100 % |" in text
    # a mutant of a function that runs only at import is counted apart, never as a survivor
    assert "| `engine/z.py` | 2 | 2 | 1 | 1 (0) | 0 | 0 | 100 % |" in text
    # weighted by testable mutants: (5 * 0.5 + 1 * 1.0 + 1 * 1.0) / 7
    assert "weighted by its size: 64.3 % (64.3 % with the newer tests)" in text
    survivors = text.split("Surviving mutants:")[1].split()
    assert survivors == ["engine.x.f__mutmut_3", "engine.x.f__mutmut_4"]
    # without the one that only timed out: of the 5 others, 3 killed by a failing test
    assert "Without the 1 mutants that only ran out of their time: 60 % killed" in text


def test_functions_that_run_only_while_the_engine_is_imported(tmp_path):
    # the card table of Here I Stand is built at import: its helper runs then and only then
    root = Path(__file__).resolve().parents[1] / "mutants"
    found = import_time_functions(root)
    assert "engine.games.his.cards.x__card" in found
    # a function a battle calls is not one of them
    assert "engine.games.his.outcome.x_battle_result" not in found
    assert function_of("engine.dist.xǁDistǁcombine__mutmut_12") == "engine.dist.xǁDistǁcombine"


def test_pick_prints_the_sample_and_a_missing_folder_is_a_clear_error(tmp_path, capsys):
    write_meta(tmp_path, "engine/x.py", {f"engine.x.f__mutmut_{n}": None for n in range(9)})
    assert main(["pick", "engine/x.py", "--size", "3", "--root", str(tmp_path)]) == 0
    assert len(capsys.readouterr().out.split()) == 3
    with pytest.raises(SystemExit, match="run mutmut once"):
        main(["report", "engine/z.py", "--root", str(tmp_path)])
    # a file mutmut is writing at that moment
    (tmp_path / "engine" / "x.py.meta").write_text("", encoding="utf-8")
    with pytest.raises(SystemExit, match="cannot be read"):
        main(["pick", "engine/x.py", "--root", str(tmp_path)])


def test_the_rule_modules_exist():
    root = Path(__file__).resolve().parents[1]
    assert all((root / module).is_file() for module in RULE_MODULES)


def test_a_run_cut_short_is_measured_on_a_random_part_of_each_unfinished_module(tmp_path):
    names = [f"engine.x.f__mutmut_{number}" for number in range(1, 41)]
    # every mutant killed except the first ten, which never ran
    codes = {name: (None if number < 10 else 1) for number, name in enumerate(names)}
    write_meta(tmp_path, "engine/x.py", codes)
    chosen = part(names, 15, 3, "engine/x.py")
    assert len(chosen) == 15 and chosen == part(names, 15, 3, "engine/x.py")
    assert measured(codes, names, 15, 3, "engine/x.py") == chosen
    # a module whose whole sample ran keeps all of it
    done = dict.fromkeys(names, 1)
    assert measured(done, names, 15, 3, "engine/x.py") == names
    unrun = [name for name in chosen if codes[name] is None]
    assert (
        main(["pick", "engine/x.py", "--part", "15", "--seed", "3", "--root", str(tmp_path)]) == 0
    )
    text = report(tmp_path, ["engine/x.py"], 40, 3, part_size=15)
    assert f"| `engine/x.py` | 40 | 15 | 0 | {15 - len(unrun)} (0) | 0 | {len(unrun)} |" in text


def test_survivors_killed_by_newer_tests_are_counted_in_the_last_column(tmp_path):
    codes = {"engine.x.f__mutmut_1": 0, "engine.x.f__mutmut_2": 0, "engine.x.f__mutmut_3": 1,
             "engine.x.f__mutmut_4": 1}  # fmt: skip
    write_meta(tmp_path, "engine/x.py", codes)
    killed = tmp_path / "killed.txt"
    killed.write_text("# killed by tests added after the run\nengine.x.f__mutmut_2  # why\n\n")
    assert read_names(killed) == {"engine.x.f__mutmut_2"}
    text = report(tmp_path, ["engine/x.py"], 40, 1, killed_since=read_names(killed))
    # measured: 2 of 4 killed; with the newer tests 3 of 4
    assert "| `engine/x.py` | 4 | 4 | 0 | 2 (0) | 2 | 0 | 50 % | 15–85 % | 75 % |" in text
    assert text.split("Surviving mutants:")[1].split() == ["engine.x.f__mutmut_1"]
    with pytest.raises(SystemExit, match="cannot be read"):
        read_names(tmp_path / "missing.txt")
