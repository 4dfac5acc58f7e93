"""Outcome keys, odds summary keys (underscores read as spaces) and text values of the CCC
procedures, marked for translation so that a UI showing them generically finds them."""

from __future__ import annotations

from ...messages import N_

LABELS = (
    # ccc/interception: outcome
    N_("attempt"),
    N_("interceptor"),
    N_("target"),
    N_("winner"),
    N_("winner fleet"),
    N_("benefit"),
    N_("naval combat"),
    N_("nc dr plus 1"),
    N_("resumes movement"),
    N_("withdraws"),
    N_("no interception markers"),
    N_("rerolls"),
    N_("active"),
    N_("passive"),
    # ccc/interception: summary
    N_("active wins"),
    N_("passive wins"),
    # ccc/land-combat: outcome
    N_("overrun"),
    N_("attacker dr"),
    N_("defender dr"),
    N_("difference"),
    N_("table hits"),
    N_("extra hits"),
    N_("total hits"),
    N_("retreat"),
    N_("retreat to"),
    N_("glory points"),
    N_("cavalry charges"),
    N_("siege bonus"),
    N_("cards played"),
    N_("attacker"),
    N_("defender"),
    N_("adjacent"),
    N_("fleet"),
    N_("random-area"),
    N_("nowhere"),
    # ccc/land-combat: summary
    N_("attacker dr higher"),
    N_("equal dr"),
    N_("defender dr higher"),
    N_("attacker wins"),
    N_("defender wins"),
    N_("result open"),
    N_("expected attacker dr"),
    N_("expected defender dr"),
    N_("expected difference"),
)
