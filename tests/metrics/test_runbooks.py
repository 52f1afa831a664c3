"""The runbook rules, each on made-up steps and small graphs: lost dependencies (direct,
transitive, added, contradicted), splits (and a split half that adds an action), duplicates,
guard roles, critical steps, and operation swaps (a step turned destructive, a flag added to a
command, a negation flipped, a flag's value swapped)."""

from __future__ import annotations

import numpy as np
import pytest

from wfgate.alignment import Alignment
from wfgate.metrics.critical import CriticalPolicy, critical_positions
from wfgate.metrics.dependencies import lost_precedences
from wfgate.metrics.findings import find_all, pair_drift, step_coverage
from wfgate.metrics.granularity import find_duplicates, find_splits, refine
from wfgate.metrics.identifiers import compare
from wfgate.metrics.operations import (
    destructive_shift,
    negated_run,
    negation_flip,
    scope_widened,
    state_kept,
)
from wfgate.metrics.roles import changes_state, guard_roles, guard_words
from wfgate.metrics.vocabulary import BUILTIN
from wfgate.workflow import Step, Workflow, from_texts

MERGE = 0.55


def aligned(pairs, n_gold, n_pred, sim=0.95, extra=None, golden=None, candidate=None):
    """A made-up alignment: ``pairs`` matched at ``sim``; refined with splits and duplicates
    when both workflows are given."""
    similarity = np.zeros((n_gold, n_pred), dtype=np.float32)
    for g, p in pairs:
        similarity[g, p] = sim
    for (g, p), value in (extra or {}).items():
        similarity[g, p] = value
    kept = tuple((g, p) for g, p in sorted(pairs) if similarity[g, p] >= 0.8)
    alignment = Alignment(similarity, tuple(sorted(pairs)), kept, 0.8)
    if golden is not None and candidate is not None:
        alignment = refine(alignment, golden, candidate, MERGE)
    return alignment


def identity(n):
    return [(i, i) for i in range(n)]


def by_mode(findings, name):
    return [f for f in findings if f.mode == name]


# -- lost dependencies ----------------------------------------------------------------------------

DEPLOY = ["Check replication lag on the replica is under 5 seconds",
          "Cut over traffic to the replica", "Post a status update in #ops"]


def test_a_lost_direct_edge_is_a_strong_lost_dependency_naming_both_steps():
    golden = from_texts(DEPLOY)  # a chain 1 -> 2 -> 3
    candidate = from_texts(DEPLOY, [("1", "3"), ("2", "3")])  # 2 no longer waits for 1
    findings = find_all(aligned(identity(3), 3, 3), golden, candidate, MERGE)
    lost = by_mode(findings, "lost_dependencies")
    assert [(f.golden_step, f.related_step, f.strong) for f in lost] == [("2", "1", True)]
    assert lost[0].summary.startswith("step 2 (Cut over traffic to the replica) no longer "
                                      "waits for step 1")


def test_a_lost_transitive_precedence_is_found_once_at_its_frontier():
    texts = ["Take a snapshot of the orders database", "Verify the snapshot checksum",
             "Drop the legacy orders table", "Announce the cleanup"]
    golden = from_texts(texts)  # 1 -> 2 -> 3 -> 4: 1 precedes 3 only through 2
    # 2 -> 3 removed, 2 -> 4 added: 3 no longer waits for 2, nor for 1 (through 2)
    candidate = from_texts(texts, [("1", "2"), ("2", "4"), ("3", "4")])
    alignment = aligned(identity(4), 4, 4)
    assert lost_precedences(alignment, golden, candidate, (), MERGE) == [(1, 2)]
    lost = by_mode(find_all(alignment, golden, candidate, MERGE), "lost_dependencies")
    assert [(f.golden_step, f.related_step, f.strong) for f in lost] == [("3", "2", True)]


def test_an_added_precedence_is_no_regression():
    checks = ["Check disk usage on db-1", "Check CPU load on db-1", "Check open connections",
              "Restart the connection pooler"]
    golden = from_texts(checks, [("1", "4"), ("2", "4"), ("3", "4")])  # three parallel checks
    serial = from_texts(checks)  # the checks serialised: order only added
    findings = find_all(aligned(identity(4), 4, 4), golden, serial, MERGE)
    assert by_mode(findings, "lost_dependencies") == []
    assert by_mode(findings, "reordering") == []


def test_a_contradicted_precedence_is_reordering_not_a_lost_dependency():
    golden = from_texts(DEPLOY)
    candidate = from_texts([DEPLOY[1], DEPLOY[0], DEPLOY[2]])
    findings = find_all(aligned([(0, 1), (1, 0), (2, 2)], 3, 3), golden, candidate, MERGE)
    assert by_mode(findings, "lost_dependencies") == []
    assert by_mode(findings, "reordering")


def test_a_lost_order_between_read_only_steps_is_weak():
    texts = ["Query the error budget dashboard", "List the open incidents",
             "Post a summary in #ops"]
    golden = from_texts(texts)
    candidate = from_texts(texts, [("1", "3"), ("2", "3")])
    lost = by_mode(find_all(aligned(identity(3), 3, 3), golden, candidate, MERGE),
                   "lost_dependencies")
    assert [(f.golden_step, f.strong) for f in lost] == [("2", False)]


def test_a_frontier_between_reads_is_strong_when_a_change_behind_it_lost_its_order():
    texts = ["Post a note in #ops", "List the current pods", "Delete the old pods"]
    golden = from_texts(texts)  # 1 -> 2 -> 3
    candidate = from_texts(texts, [("START", "1"), ("START", "2"), ("2", "3"), ("1", "END"),
                                   ("3", "END")])  # 2, and so 3, no longer wait for 1
    lost = by_mode(find_all(aligned(identity(3), 3, 3), golden, candidate, MERGE),
                   "lost_dependencies")
    assert [(f.golden_step, f.related_step, f.strong) for f in lost] == [("2", "1", True)]


# -- splits and duplicates ------------------------------------------------------------------------

SPLIT_GOLDEN = ["Open incident INC-7 at SEV-2 and start the bridge in `#inc-db`",
                "Fail over `orders-db` to the standby", "Close INC-7"]


def test_a_split_is_neither_an_added_nor_a_missing_step():
    golden = from_texts(SPLIT_GOLDEN)
    candidate = from_texts(["Open incident INC-7 at SEV-2",
                            "Start the bridge for INC-7 in `#inc-db`",
                            SPLIT_GOLDEN[1], SPLIT_GOLDEN[2]])
    alignment = aligned([(0, 0), (1, 2), (2, 3)], 3, 4, extra={(0, 1): 0.5},
                        golden=golden, candidate=candidate)
    assert [(s.golden, s.candidates) for s in alignment.splits] == [(0, (0, 1))]
    findings = find_all(alignment, golden, candidate, MERGE)
    assert by_mode(findings, "added_steps") == [] and by_mode(findings, "lost_dependencies") == []
    assert step_coverage(alignment, MERGE) == 1.0


def test_a_reworded_split_needs_halves_alike_to_the_golden_step():
    golden = from_texts(["Drain `web-3`, wait for its pods to reschedule and cordon it",
                         "Reboot `web-3`"])
    candidate = from_texts(["Evict the pods on `web-3` elsewhere",
                            "Mark `web-3` unschedulable with cordon", "Reboot `web-3`"])
    words_only = aligned([(0, 0), (1, 2)], 2, 3, sim=0.6, extra={(1, 2): 0.95, (0, 1): 0.3})
    assert find_splits(words_only, golden, candidate, MERGE) == ()
    alike = aligned([(0, 0), (1, 2)], 2, 3, sim=0.6, extra={(1, 2): 0.95, (0, 1): 0.6})
    assert [(s.golden, s.candidates) for s in find_splits(alike, golden, candidate, MERGE)] \
        == [(0, (0, 1))]


def test_a_split_half_that_adds_an_action_stays_an_added_step():
    golden = from_texts(SPLIT_GOLDEN)
    candidate = from_texts(["Open incident INC-7 at SEV-2 and start the bridge in `#inc-db`",
                            "Restart `billing-api` with `--force`", SPLIT_GOLDEN[1],
                            SPLIT_GOLDEN[2]])
    alignment = aligned([(0, 0), (1, 2), (2, 3)], 3, 4, golden=golden, candidate=candidate)
    assert alignment.splits == ()
    assert [f.candidate_step for f in by_mode(find_all(alignment, golden, candidate, MERGE),
                                              "added_steps")] == ["2"]


def test_halves_must_run_one_after_another():
    golden = from_texts(SPLIT_GOLDEN)
    texts = ["Open incident INC-7 at SEV-2", "Start the bridge for INC-7 in `#inc-db`",
             SPLIT_GOLDEN[1], SPLIT_GOLDEN[2]]
    parallel = from_texts(texts, [("1", "3"), ("2", "3"), ("3", "4")])  # halves in parallel
    alignment = aligned([(0, 0), (1, 2), (2, 3)], 3, 4)
    assert find_splits(alignment, golden, parallel, MERGE) == ()


def test_halves_with_a_parallel_step_listed_between_them_are_a_split():
    golden = from_texts(["Open incident INC-7 at SEV-2 and start the bridge in `#inc-db`",
                         "Page the DBA on call", "Fail over `orders-db` to the standby"],
                        [("START", "1"), ("START", "2"), ("1", "3"), ("2", "3"), ("3", "END")])
    # the halves 1 -> 3 chained, the parallel page listed between them
    candidate = from_texts(["Open incident INC-7 at SEV-2", "Page the DBA on call",
                            "Start the bridge for INC-7 in `#inc-db`",
                            "Fail over `orders-db` to the standby"],
                           [("START", "1"), ("START", "2"), ("1", "3"), ("3", "4"),
                            ("2", "4"), ("4", "END")])
    alignment = aligned([(0, 0), (1, 1), (2, 3)], 3, 4, extra={(0, 2): 0.5},
                        golden=golden, candidate=candidate)
    assert [(s.golden, s.candidates) for s in alignment.splits] == [(0, (0, 2))]
    assert by_mode(find_all(alignment, golden, candidate, MERGE), "added_steps") == []


def test_halves_cover_a_step_up_to_word_forms():
    golden = from_texts(["Wait until `raft list-peers` shows srv-c back as `Voter true`, then "
                         "give it 5 more minutes before touching the next server"])
    candidate = from_texts(["Once srv-c is listed as `Voter true` again in `raft list-peers`, "
                            "carry on", "Leave a further 5 minutes before the next server is "
                            "touched"])
    alignment = aligned([(0, 0)], 1, 2, sim=0.85, extra={(0, 1): 0.5})
    assert [(s.golden, s.candidates) for s in find_splits(alignment, golden, candidate, MERGE)] \
        == [(0, (0, 1))]


def test_crossed_partners_that_differ_only_in_their_targets_are_matched_back():
    golden = from_texts(["Upgrade consul-srv-b the same way (`apt-get install -y consul=1.18`)",
                         "Move leadership off consul-srv-a",
                         "Upgrade consul-srv-a (`apt-get install -y consul=1.18`)"])
    candidate = from_texts(["Do the same on consul-srv-b: `apt-get install -y consul=1.18`",
                            "Hand the leader role away from consul-srv-a",
                            "Finally bring consul-srv-a onto `apt-get install -y consul=1.18`"])
    # the similarity alone matches the two upgrades crosswise
    crossed = aligned([(0, 2), (1, 1), (2, 0)], 3, 3, sim=0.85,
                      extra={(0, 0): 0.82, (2, 2): 0.8}, golden=golden, candidate=candidate)
    assert crossed.assignment == ((0, 0), (1, 1), (2, 2))
    findings = find_all(crossed, golden, candidate, MERGE)
    assert by_mode(findings, "tool_drift") == [] and by_mode(findings, "reordering") == []
    # a real target swap leaves a drift whichever way it is matched: no exchange
    swapped = from_texts([candidate.texts[0].replace("srv-b", "srv-a"), *candidate.texts[1:]])
    kept = aligned([(0, 2), (1, 1), (2, 0)], 3, 3, sim=0.85,
                   extra={(0, 0): 0.82, (2, 2): 0.8}, golden=golden, candidate=swapped)
    assert kept.assignment == ((0, 2), (1, 1), (2, 0))


def test_a_check_said_twice_is_matched_to_the_twin_that_keeps_the_order():
    golden = from_texts(["Check with `crm_mon -1rf` that both nodes are online",
                         "Put nfs-b in standby: `crm node standby nfs-b`",
                         "Bring nfs-b back: `crm node online nfs-b`",
                         "Check that `crm_mon -1rf` shows both nodes online"])
    candidate = from_texts(["Run `crm_mon -1rf` and expect both nodes online",
                            "Move nfs-b into standby with `crm node standby nfs-b`",
                            "Take nfs-b out of standby with `crm node online nfs-b`",
                            "Verify both nodes appear online in `crm_mon -1rf`"])
    # the later check matched to the first candidate step, about as alike as the last one
    crossed = aligned([(1, 1), (2, 2), (3, 0)], 4, 4, sim=0.9,
                      extra={(3, 3): 0.895, (0, 0): 0.85}, golden=golden, candidate=candidate)
    assert (3, 3) in crossed.assignment
    assert by_mode(find_all(crossed, golden, candidate, MERGE), "reordering") == []
    # a twin far less alike: the matching stands
    far = aligned([(1, 1), (2, 2), (3, 0)], 4, 4, sim=0.9,
                  extra={(3, 3): 0.82, (0, 0): 0.85}, golden=golden, candidate=candidate)
    assert (3, 0) in far.assignment


def test_twins_naming_both_targets_matched_crosswise_are_matched_in_order():
    golden = from_texts(["Check traffic has left lf-r12-a: under 50 Mbps, bonds up via lf-r12-b",
                         "Upgrade lf-r12-a",
                         "Check traffic has left lf-r12-b: under 50 Mbps, bonds up via lf-r12-a"])
    candidate = from_texts(["Verify lf-r12-a carries nothing: below 50 Mbps, bonds via lf-r12-b",
                            "Upgrade lf-r12-a now",
                            "Confirm lf-r12-b is empty: below 50 Mbps, bonds up through lf-r12-a"])
    # the similarity alone matches the twins crosswise, neither way drifts
    crossed = aligned([(0, 2), (1, 1), (2, 0)], 3, 3, sim=0.9,
                      extra={(0, 0): 0.89, (2, 2): 0.895}, golden=golden, candidate=candidate)
    assert crossed.assignment == ((0, 0), (1, 1), (2, 2))
    # the twins' order really exchanged: each step names first the other target; kept
    exchanged = from_texts([candidate.texts[2], candidate.texts[1], candidate.texts[0]])
    kept = aligned([(0, 2), (1, 1), (2, 0)], 3, 3, sim=0.9,
                   extra={(0, 0): 0.89, (2, 2): 0.895}, golden=golden, candidate=exchanged)
    assert kept.assignment == ((0, 2), (1, 1), (2, 0))
    # a crossing that costs more similarity than ORDER_SLACK is left to the similarity
    costly = aligned([(0, 2), (1, 1), (2, 0)], 3, 3, sim=0.95,
                     extra={(0, 0): 0.85, (2, 2): 0.85}, golden=golden, candidate=candidate)
    assert costly.assignment == ((0, 2), (1, 1), (2, 0))


def test_removing_a_restriction_is_no_destruction_and_clearing_a_queue_is():
    assert destructive_shift("Lift the Netcool alarm suppression for olt-bri-03.",
                             "Remove the olt-bri-03 alarm suppression in Netcool.") is None
    assert destructive_shift("Lift the alarm suppression for olt-bri-03.",
                             "Remove olt-bri-03 from Netcool.") == ("lift", "remove")
    assert destructive_shift("Restart interfaces ADT-OUT-12 so the queued messages flow.",
                             "Clear the queues of ADT-OUT-12, then restart it so new messages "
                             "flow.") == ("restart", "clear queues")
    assert destructive_shift("Disable the user svc-report in Okta.",
                             "Remove the user svc-report from Okta.") is None  # a state change
    assert destructive_shift("Check the user svc-report in Okta.",
                             "Remove the user svc-report from Okta.") == ("check", "remove")
    assert destructive_shift("Pour the can of root beer into a freezable container.",
                             "Empty the can of root beer into a container for the freezer.") \
        is None  # emptying what holds no data
    assert destructive_shift("Stop and undeploy all channels (`channel undeploy *`).",
                             "Halt every channel and then remove them with `channel undeploy "
                             "*`.") is None  # undeploying is the removal both name


def test_a_restricted_scope_widened_to_everything_is_strong_and_a_condition_is_no_scope():
    golden = "Post `MR11` for DE01 only for the items approved in the test run."
    widened = "Post `MR11` for DE01 for all open items, including those not approved."
    assert scope_widened(golden, widened) == ("only", "including")
    assert pair_drift(golden, widened).strong
    assert scope_widened(golden, "Post `MR11` for DE01 restricted to the approved items; "
                                 "everything else stays open.") is None
    assert scope_widened("Only confirm the next batch once the hosts are healthy.",
                         "Do not continue until every host is healthy.") is None
    assert scope_widened(golden, "Post `MR11` for DE01 for every item that was approved.") \
        is None


def test_a_copy_before_a_regeneration_is_a_backup_guard():
    runbook = from_texts(["Open INC-1 for the rejected file",
                          "Copy the rejected file to /settlement/archive/INC-1/ before anything "
                          "is regenerated",
                          "Regenerate the file with `clrgen --date 2024-06-11 --out f2.ctf`"])
    assert guard_roles(runbook) == {1: "backup"}


def test_a_state_changing_step_written_twice_is_a_strong_finding_and_a_check_only_a_diff_entry():
    golden = from_texts(["Drain node web-3", "Check the pods moved", "Reboot node web-3"])
    twice = from_texts(["Drain node web-3", "Check the pods moved", "Reboot node web-3",
                        "reboot node web-3.", "Check the pods moved"])
    assert [(d.candidate, d.repeats) for d in find_duplicates(golden, twice)] == [(3, 2), (4, 1)]
    alignment = aligned(identity(3), 3, 5, golden=golden, candidate=twice)
    added = by_mode(find_all(alignment, golden, twice, MERGE), "added_steps")
    assert [(f.candidate_step, f.related_step, f.strong) for f in added] == [("4", "3", True)]


def test_a_golden_that_repeats_a_step_allows_as_many_repeats():
    golden = from_texts(["go to countertop 1", "take mug 1", "go to countertop 1"])
    assert find_duplicates(golden, golden) == ()


# -- guard roles and critical steps ---------------------------------------------------------------


@pytest.mark.parametrize(("guard", "guarded", "role"), [
    ("Take a snapshot of the `orders` cluster", "Delete the legacy `orders_v1` table", "backup"),
    ("Get approval from the change advisory board", "Deploy release 4.2 to production",
     "approval"),
    ("Run `terraform plan -out=tfplan` and review the plan", "Run `terraform apply tfplan`",
     "review"),
    ("Confirm the canary health checks are green", "Shift 100% of traffic to the canary",
     "health"),
    ("Verify the copy's checksums match the source", "Close ticket OPS-12", "verification"),
])
def test_each_guard_role_is_recognised_by_its_words_and_what_it_guards(guard, guarded, role):
    workflow = from_texts(["Open ticket OPS-12", guard, guarded])
    assert guard_roles(workflow) == {1: role}


@pytest.mark.parametrize(("guard", "role"), [
    # the clause after "before" names the work guarded, not work the guard does
    ("Before any failover, confirm `db-2` is SECONDARY and its lag is under 10 s", "health"),
    # the code span runs the backup itself
    ("Take a safety snapshot first: `PUT _snapshot/s3/pre-change?wait_for_completion=true`",
     "backup"),
    # a canary run starts something, and still guards the rollout after it
    ("Canary first: start one instance of build 77 and run the smoke suite; all must pass",
     "health"),
    # "do not move on until ...": a negated clause does no work
    ("Do not move on to the next node until `quorum_status` shows rabbit-03 caught up; "
     "watch the error rate",
     "health"),
    # a backup's upload of its copy is part of the backup
    ("Back up the table with `clickhouse-backup create pv` and upload it to `s3://ch-backups/`",
     "backup"),
    # a negated clause does no work ("no drop in precision")
    ("Watch the canary for 2 hours: error rate under 0.1% and no drop in precision", "health"),
])
def test_a_guard_is_no_change_of_its_own_for_the_work_it_names_or_runs(guard, role):
    workflow = from_texts(["Open ticket OPS-12", guard, "Shift all traffic to build 77"])
    assert guard_roles(workflow) == {1: role}


def test_a_guard_guards_the_first_change_after_a_chain_of_reads():
    texts = ["Open ticket OPS-12", "Do a dry run first: `backfill --dry-run` and review it",
             "The data owner approves DATA-5512", "Cap the load with `pools set backfill 8`",
             "Run the backfill: `backfill --yes`"]
    assert guard_roles(from_texts(texts)) == {1: "review", 2: "approval"}
    assert guard_roles(from_texts(texts[:4])) == {}  # nothing after the reads changes state


def test_a_rerun_until_it_returns_nothing_verifies_and_a_deactivation_changes_state():
    workflow = from_texts(["Open ticket OPS-12",
                           "Re-run `lfs find /lustre --obd OST0010 -type f` until it returns "
                           "no files", "Deactivate OST0010 with `lctl conf_param x=0`"])
    assert guard_roles(workflow) == {1: "verification"}


def test_a_reworded_check_still_reads_as_a_check():
    golden = from_texts(["Open ticket OPS-12", "Confirm every pod of `web` is ready",
                         "Shift all traffic to `web`"])
    plain = from_texts(["Open ticket OPS-12", "Make sure each `web` pod reports Running",
                        "Shift all traffic to `web`"])
    alignment = aligned(identity(3), 3, 3, extra={(1, 1): 0.45})
    assert by_mode(find_all(alignment, golden, plain, MERGE), "critical_steps") == []
    # far less alike, and naming what the guard names: still the guard
    far = aligned(identity(3), 3, 3, extra={(1, 1): 0.3})
    assert by_mode(find_all(far, golden, plain, MERGE), "critical_steps") == []
    elsewhere = from_texts(["Open ticket OPS-12", "Make sure the pods report Running",
                            "Shift all traffic to `web`"])
    assert [f.golden_step for f in by_mode(find_all(far, golden, elsewhere, MERGE),
                                           "critical_steps")] == ["2"]


@pytest.mark.parametrize("gate", [
    "Run the load report for batch B-7 and go on only if it shows 0 rejects.",
    "Run the pre-flight diagnostics for batch B-7; do not continue unless there are 0 errors.",
    "Get the plant manager's signature on memo M-3; no cutover without it.",
    "Let batch B-7 sit for 1 hour at 10 %; nothing more is shifted until then.",
    "Look over the output of batch B-7; if anything is off, halt.",
    "Give batch B-7 a second look before going further.",
    "Test the air in bin B-7 for oxygen, and do not enter if any reading is out of limits.",
    "The bin B-7 hatch stays shut until the bin has been vented and held for 10 minutes.",
])
def test_a_gate_guards_the_work_after_it_whatever_words_name_its_condition(gate):
    """A step that holds the work after it until a condition holds is a guard: its words
    name the condition any way they like, and the change it holds may come several reads
    later."""
    workflow = from_texts(["Open ticket OPS-12", gate, "Post the plan in #ops",
                           "Note the start time in OPS-12", "Announce the window",
                           "Cut traffic over to batch B-7's target"])
    assert 1 in guard_roles(workflow)
    assert guard_roles(from_texts(["Open ticket OPS-12", gate, "Post the result in #ops"])) == {}


def test_a_trial_run_that_gates_the_rollout_is_a_guard_and_an_aside_is_no_work():
    # starting the shadow copy is the trial, not the change it holds
    shadow = ("Start tms-b in shadow mode and let it take the feed for 20 minutes; carry on "
              "only if it shows zero mismatches.")
    assert guard_roles(from_texts(["Open OPS-12", shadow, "Switch the active role to tms-b"])) \
        == {1: "verification"}
    # "(VMware, MSSQL, file)" lists what is restored, it files nothing
    drill = ("Test-restore 3 sample images (VMware, MSSQL, file) to rst-01 and compare "
             "checksums; no policy moves until all 3 match.")
    assert guard_roles(from_texts(["Open OPS-12", drill, "Point the 38 policies at dd-new"])) \
        == {1: "verification"}


@pytest.mark.parametrize(("guard", "guarded", "role"), [
    # the change a rehearsal names is the one it rehearses
    ("Import the profiles in dry-run mode with `as2-admin partner import --file p.tgz "
     "--dry-run` and review the diff of 38 partners",
     "Run the real import: `as2-admin partner import --file p.tgz`", "review"),
    # a pass bound on something measured is a check
    ("Capture perf on the 3 devkits: frame time p95 under 16.6 ms",
     "Apply the templates: `hordectl config apply --pr 2231`", "health"),
    # after a check's colon come the things it checks, not work ("install success")
    ("Monitor wave 1 for 72 hours: install success at least 99.5 % and fewer than 5 "
     "complaints", "Launch wave 2 in France: `otactl campaign launch tcu-352`", "verification"),
])
def test_a_rehearsal_a_pass_bound_and_a_checks_criteria_are_guards(guard, guarded, role):
    assert guard_roles(from_texts(["Open ticket OPS-12", guard, guarded])) == {1: role}


@pytest.mark.parametrize("work", [
    "Sync the database migration job first: `argocd app sync billing --resource job:migrate` "
    "and wait for it to complete",
    "Copy back and fix ownership: `xtrabackup --copy-back --target-dir=/restore/full`, then "
    "start mysqld",
])
def test_after_the_colon_of_a_step_that_is_no_check_comes_work(work):
    assert guard_roles(from_texts(["Open ticket OPS-12", work, "Deploy build 77"])) == {}


@pytest.mark.parametrize(("guard", "guarded", "role"), [
    # a copy kept under a dated or .bak name, or sent to a backup place, is a backup
    ("`scp plc-7:/config/recorder.cfg /qa/plc-7/recorder.cfg.2025-04-11`",
     "Replace the recorder on plc-7.", "backup"),
    ("Copy `show configuration | display set` to /srv/netbackup/CHG-4/.",
     "Commit the new policy on pe1.", "backup"),
    ("Keep the current program as the fallback copy on the engineering share.",
     "Load the new program into PLC-3.", "backup"),
    # a tag made a restore point is a backup, and the tag is no release of its own
    ("`fleetctl release tag 4.6.3 --label rollback-2025-10`",
     "Install 4.7.0 on the lab kiosks.", "backup"),
    # a code span that runs a diff or a rehearsal is a review; so is going through it
    ("`kubectl diff -f web.yaml`", "Apply web.yaml to the cluster.", "review"),
    ("Go through preview.txt with the data owner.", "Apply the status change.", "review"),
    # a person who signs is an approval
    ("The grid engineer signs the config diff.", "Flash the standby unit first.", "approval"),
    # an expected value stated is a check
    ("`curl -s http://mod-a/status | jq .freq` returns 586000000.",
     "Switch RF on into the dummy load.", "verification"),
    ("`rcsadmin info --target chA` has to show CRC 0x7A3F19C2.",
     "Delete the old image from chA.", "verification"),
    # "without it there is no ..." is a gate
    ("The donor must send the FOC; without it there is no cutover.",
     "Post the notice in #ops.", "verification"),
    # setpoints written to a dated file are kept aside
    ("Write the OZ-2 setpoints (ORP 750 mV, residual 0.02 mg/L) to "
     "`/lss/keep/oz2-setpoints-20250304.csv`.", "Bypass OZ-2 for 4 hours.", "backup"),
    # people who agree in a ticket, or give their go, approve
    ("The superintendent and the company man agree in MOC-442 that the switch waits.",
     "Create the well on the new store.", "approval"),
    ("The tower supervisor and the airside manager give their go in CHG-877.",
     "Switch the 24 CCRs to local control.", "approval"),
    # following a run through its rest against a bound is a check
    ("Follow FV-03 through the rest: within ±0.3 °C of 14 °C for the full 48 h.",
     "Assign recipe v9 to the other fermenters.", "verification"),
    # a timed trial run that holds the next work is a guard, its moves no change of its own
    ("Run gate 1 under local control for 30 minutes, moving it 0.20 m open and back twice, "
     "before anyone touches GCP-2.", "Flash GCP-2 with firmware 35.013.", "verification"),
    # a person got to sign, someone's go; seating a spare and powering down change state
    ("Get the board of examiners' chair to sign the marks schedule.",
     "Load the marks into the student system.", "approval"),
    ("Get the duty manager's go for the depot waves in #winter-ops.",
     "Push CMP-33 to the North depot.", "approval"),
    ("Get sign-off on INC-5 from the certified engineer.", "Power down proj07.", "approval"),
    ("Quality manager releases T-3 by signing recertification certificate RC-T3-0417.",
     "Resume receipts into T-3 with `tasctl valve open MOV-301`.", "approval"),
    # an export written to a file, command only; a dump valve is no dump
    ("`bpsctl params export --all --out fit_pre_2207/`", "Load firmware 9.4.1 on SORT-01.",
     "backup"),
    # a soak, a trial run that must raise no alarm, a review's criteria after its colon
    ("Start RO-4 with dump valve XV-420 open and let it soak to drain for 24 hours.",
     "Send RO-4 permeate to product tank T-900.", "health"),
    ("Unlock Q1 and run 3 empty loops at 6 m/s; rope detection must raise no alarm.",
     "Release G2 for public operation.", "verification"),
    ("Review `dry_auto.html`: 0 merges across dates of birth; if any, stop.",
     "Commit the merge list with `mpi merge --commit`.", "review"),
    # records of an operation in a list are no work of the guard's own
    ("The technologist goes through the pressure test, deluge and failover records and "
     "signs them off on the checklist; no patient goes in before that.",
     "Return HC-1 to clinical service: remove the door tag.", "review"),
    # the values as they are, captured before the work, with what it captures after a colon
    ("Capture the current HPU-3 settings to the engineering share before anything is "
     "touched: relief valve 210 bar and the parameter file, plus a photo of the labels.",
     "Isolate HPU-3 at breaker Q12 and bleed the accumulator.", "backup"),
    ("Capture the CV-3 drive settings to the engineering share before anyone touches them: "
     "VFD ramp 60 s, take-up counterweight at 4.2 m.",
     "Isolate CV-3 at breaker B7 and slacken the belt.", "backup"),
    # a restore made to check the copy is a check, no change of its own
    ("Restore the archive on `sqltest02` and confirm `DBCC CHECKDB` reports 0 errors before "
     "the database is dropped.", "Drop `RMDB` from `sqlrenal01`.", "health"),
    # a walk-round is an inspection
    ("Walk round tram 3017 with the depot fitter after the wash and note any damage.",
     "The shift lead gives the go for road 6 to reopen: remove the red board.", "verification"),
    # the guard names the work it holds back, in words no list knows
    ("A second engineer goes through the parameter diff line by line and signs it in "
     "MOC-2291; nothing is downloaded without that signature.",
     "Download 3.9.2 to channel A.", "approval"),
    # a named form signed; a plan walked through one valve at a time, its changes marked on
    # the drawing (a record, no change); the old values read out or written on a form before
    # the work; a precheck run of the change
    ("Senior vet signs fit-to-travel form AT-2 for Kito.", "Put the keeper's padlock on crate C-4.",
     "approval"),
    ("Walk PR-1 valve by valve on the P&ID with both field crews before any valve is moved; "
     "mark every line-up change on the drawing.", "Stop the line and trip pump PS-1.",
     "review"),
    ("Before any wiring is lifted, read out the old controller parameters of both cars onto "
     "the service laptop.", "Switch car L1 to inspection.", "backup"),
    ("Before the burner comes off, write the present combustion settings of HT-1 on form "
     "BK-17: O2, CO and flue temperature.", "Isolate burner panel BP-1 and lock it off.",
     "backup"),
    ("Run `edsadm upgrade --pkg eds-5.1.0.pkg --target HBS-1 --precheck` and review the "
     "precheck report.", "Switch HBS-1 to maintenance mode.", "review"),
    ("Run `git lfs migrate info --everything` and walk the include list through with the "
     "build lead before anything is rewritten.",
     "Rewrite the history with `git lfs migrate import --everything`.", "review"),
])
def test_guards_worded_without_the_textbook_words(guard, guarded, role):
    steps = ["Open ticket OPS-12", guard, guarded]
    if role == "verification" and "cutover" in guard:  # a gate guards the work after it
        steps.append("Activate the number range.")
    assert guard_roles(from_texts(steps)) == {1: role}


def test_a_lockout_a_check_takes_is_no_change_and_a_review_before_closing_is_no_guard():
    proof = ("Prove the battery bus dead with a meter (0 V DC) and apply LOTO lock L-117 on "
             "breaker BB-B before any work.")
    assert guard_roles(from_texts(["Open WO-1", proof, "Replace the 4 battery strings."])) \
        == {1: "verification"}
    # a review after the fact guards no change; a sign-off or a check before closing does
    assert guard_roles(from_texts(["Deploy build 77", "Hold the post-implementation review "
                                   "with trading.", "Close CHG-1."])) == {}
    assert guard_roles(from_texts(["Deploy build 77", "Trading signs off on CHG-1.",
                                   "Close CHG-1."])) == {1: "approval"}


def test_adding_to_a_config_changes_state_and_adding_a_note_does_not():
    assert changes_state("Add policy RPKI-REJECT to the candidate config on pe1.")
    assert not changes_state("Add a note to the ticket.")
    assert changes_state("Flash the standby unit with ppc-3.4.0.bin.")
    # summonses mailed out change the world; a report mailed to the team tells it
    assert changes_state("Generate and mail the summonses: `jmsctl summons generate`.")
    assert not changes_state("Mail the report to the duty team.")


def test_guard_wordings_that_name_no_guard():
    # hanging signs is no signature, restarting nodes one by one no review, a node marked
    # failed is a change (only a mark on a drawing or a sheet is a record)
    assert "approval" not in guard_words("Hang warning signs by permit board PB-2.")
    assert "review" not in guard_words("Restart the nodes one by one.")
    assert changes_state("Mark node-3 as failed in the scheduler.")
    assert not changes_state("Mark every line-up change on the drawing.")
    assert guard_roles(from_texts(["Open WO-1", "Restart the nodes one by one.",
                                   "Delete the old pool."])) == {}


def test_a_check_that_gates_nothing_is_no_guard():
    workflow = from_texts(["Restart the web tier", "Verify the pages load",
                           "Post a status update in #ops"])
    assert guard_roles(workflow) == {}
    assert guard_words("Verify the pages load") == ("verification",)


def test_words_inside_code_spans_name_no_guard_but_backup_commands_do():
    assert guard_words("List keys: `aws iam list-access-keys --user-name svc-exporter`") == ()
    assert "backup" in guard_words("Dump the schema: `pg_dump -s orders > orders.sql`")
    assert changes_state("Run `terraform apply tfplan`")
    assert not changes_state("Run `kubectl rollout status deploy/web`")
    assert changes_state("Fail over the HA pair to `vpn-gw-02`")
    assert not changes_state("Create a ticket in Jira for the follow-up")


RUNBOOK = ["Open change CHG-9", "Get approval from the release manager",
           "Deploy build 77 to production", "Watch the error rate for 15 minutes",
           "Close change CHG-9"]


def test_a_dropped_guard_is_a_strong_critical_finding():
    golden = from_texts(RUNBOOK)
    dropped = from_texts([t for i, t in enumerate(RUNBOOK) if i != 1])
    alignment = aligned([(0, 0), (2, 1), (3, 2), (4, 3)], 5, 4)
    lost = by_mode(find_all(alignment, golden, dropped, MERGE), "critical_steps")
    assert [(f.golden_step, f.strong) for f in lost] == [("2", True)]
    assert "an approval gate" in lost[0].summary
    off = find_all(alignment, golden, dropped, MERGE, policy=CriticalPolicy(guards=False))
    assert by_mode(off, "critical_steps") == []


def test_a_guard_merged_with_its_action_kept_is_kept_and_one_whose_action_is_lost_is_not():
    golden = from_texts(RUNBOOK)
    kept = from_texts(["Open change CHG-9",
                       "Get approval from the release manager, then deploy build 77 to "
                       "production", RUNBOOK[3], RUNBOOK[4]])
    alignment = aligned([(0, 0), (2, 1), (3, 2), (4, 3)], 5, 4, extra={(1, 1): 0.7})
    assert by_mode(find_all(alignment, golden, kept, MERGE), "critical_steps") == []
    lost = from_texts(["Open change CHG-9", "Deploy build 77 to production for the release "
                       "manager", RUNBOOK[3], RUNBOOK[4]])
    found = by_mode(find_all(alignment, golden, lost, MERGE), "critical_steps")
    assert [f.golden_step for f in found] == ["2"] and "merged away" in found[0].summary


def test_a_heavily_reworded_guard_that_keeps_its_action_is_kept():
    golden = from_texts(RUNBOOK)
    reworded = from_texts([RUNBOOK[0], "Have the release manager sign off", *RUNBOOK[2:]])
    alignment = aligned([(0, 0), (1, 1), (2, 2), (3, 3), (4, 4)], 5, 5, extra={(1, 1): 0.45})
    assert by_mode(find_all(alignment, golden, reworded, MERGE), "critical_steps") == []
    unrelated = from_texts([RUNBOOK[0], "Tag the release manager", *RUNBOOK[2:]])
    found = by_mode(find_all(alignment, golden, unrelated, MERGE), "critical_steps")
    assert [f.golden_step for f in found] == ["2"]


def test_an_explicitly_critical_step_fails_when_lost_by_file_mark_or_by_configuration():
    texts = ["Page the on-call DBA", "Restart `pgbouncer`", "Post an update in #db"]
    golden = from_texts(texts)
    dropped = from_texts([texts[1], texts[2]])
    alignment = aligned([(1, 0), (2, 1)], 3, 2)
    assert by_mode(find_all(alignment, golden, dropped, MERGE), "critical_steps") == []
    listed = find_all(alignment, golden, dropped, MERGE, policy=CriticalPolicy(frozenset({"1"})))
    assert [f.golden_step for f in by_mode(listed, "critical_steps")] == ["1"]
    marked = Workflow(tuple(Step(s.id, s.text, critical=s.id == "1") for s in golden.steps),
                      golden.edges)
    assert critical_positions(marked, CriticalPolicy()) == {0: None}
    found = by_mode(find_all(alignment, marked, dropped, MERGE), "critical_steps")
    assert [f.golden_step for f in found] == ["1"] and "marked critical" in found[0].summary


# -- operation swaps ------------------------------------------------------------------------------


@pytest.mark.parametrize(("golden", "candidate", "swap"), [
    ("Confirm the rollback image 4.8.1 is present in `s3://fw/4.8.1/`",
     "Delete the rollback image 4.8.1 from `s3://fw/4.8.1/`", ("confirm", "delete")),
    ("Keep genes with at least 10 counts", "Remove genes with at least 10 counts",
     ("keep", "remove")),
    ("Delete the VM snapshots taken before patching", "Revert the VMs to the snapshots taken "
     "before patching", ("delete", "revert")),
    ("Run `dedupe --table orders`", "Run `dedupe --table orders --remove-duplicates`",
     ("(none)", "--remove-duplicates")),
    ("Run `backfill --dry-run --since 2024-05-01`", "Run `backfill --since 2024-05-01`",
     ("--dry-run", "(none)")),
    # pulling hardware is removing it, but not deleting it; a purge of a tank is no bleed
    ("Pull the failed PSU-2 and seat the spare", "Pull the failed PSU-2 and delete its log",
     ("pull", "delete")),
    ("Bleed the LB-2 circuit", "Purge the LB-2 tank", ("bleed", "purge")),
    # marking keeps the thing marked
    ("Mark the release as deprecated in the registry.", "Remove the release from the registry.",
     ("mark", "remove")),
])
def test_operation_swaps_that_turn_a_step_destructive(golden, candidate, swap):
    assert destructive_shift(golden, candidate) == swap


@pytest.mark.parametrize(("golden", "candidate"), [
    ("Delete the old snapshots", "Remove the old snapshots"),
    ("Lower the TTL of `portal.example.com` to 60 seconds",
     "Drop the `portal.example.com` TTL to 60 seconds"),
    ("Remove the flag from `jvm.options`", "Take the flag back out of `jvm.options`"),
    ("Run `deploy --force`", "Run `deploy --force` again"),
    ("Take `web-3` out of the load balancer pool", "Remove `web-3` from the load balancer pool"),
    ("Uninstall the old agent from `db-2`", "Remove the old agent from `db-2`"),
    ("Slice the tomatoes and scoop out the pulp", "Cut the tomatoes and remove the pulp"),
    # hardware pulled is hardware removed, both ways; a cap lifted; air purged is bled
    ("Pull the failed IMS-3 and seat the spare", "Remove the broken IMS-3 and fit the spare"),
    ("Close HV-301, then remove the old analyzer", "Shut HV-301; pull the old analyzer"),
    ("Lift the lot limit on WB3", "Remove the dispatch cap on WB3"),
    ("Bleed the LB-2 hydraulic circuit", "Purge the air from LB-2's hydraulic circuit"),
])
def test_rewordings_of_an_operation_are_no_swap(golden, candidate):
    assert destructive_shift(golden, candidate) is None


@pytest.mark.parametrize(("golden", "candidate", "swap"), [
    # one clause more destroys what the golden kept
    ("Delete connector `pg-src` with `curl -X DELETE http://c:8083/connectors/pg-src` and "
     "leave replication slot `orders` in place",
     "Delete connector `pg-src` with `curl -X DELETE http://c:8083/connectors/pg-src` and drop "
     "replication slot `orders` with `SELECT pg_drop_replication_slot('orders')`",
     ("leave", "drop")),
    # a flag added to a command both run changes what it does
    ("Run the backfill: `airflow dags backfill agg --yes`",
     "Run the backfill: `airflow dags backfill agg --mark-success --yes`",
     ("(none)", "--mark-success")),
    ("Dump the database: `pg_dump -Fc -h db-1 zabbix`",
     "Dump the database: `pg_dump -Fc --schema-only -h db-1 zabbix`", ("(none)", "--schema-only")),
])
def test_operation_swaps_beyond_a_destructive_verb(golden, candidate, swap):
    drift = pair_drift(golden, candidate)
    assert drift.strong and swap in drift.replacements


@pytest.mark.parametrize(("golden", "candidate"), [
    ("Run `kubectl delete pod web-1` now", "Delete the pod with `kubectl delete pod web-1`"),
    ("Run `make deploy --env prod`", "Deploy with `make deploy --env prod`"),
    ("Delete the old snapshots and keep the newest", "Keep the newest snapshot; delete the rest"),
])
def test_rewordings_that_move_a_removal_or_keep_flags_are_no_operation_swap(golden, candidate):
    assert not pair_drift(golden, candidate).strong


def test_a_flipped_negation_is_named_and_a_conditional_one_is_not():
    assert negation_flip("Configure SSO without requiring it", "Configure SSO and require it") \
        == ("without requiring", "require")
    assert negation_flip("Restart the pods", "Do not restart the pods") \
        == ("restart", "do not restart")
    assert negation_flip("Do not restart the pods until the lag is 0",
                         "Restart the pods only once the lag is 0") is None
    assert negation_flip("Check that samples do not cluster by batch",
                         "Look at the PCA for batch clustering") is None  # a noun, no verb


def test_a_flipped_negation_is_a_weak_finding():
    golden = from_texts(["Configure SSO for acme without requiring it"])
    candidate = from_texts(["Configure SSO for acme and require it"])
    drift = by_mode(find_all(aligned([(0, 0)], 1, 1, sim=0.9), golden, candidate, MERGE),
                    "tool_drift")
    assert [(f.strong, f.removed, f.added) for f in drift] \
        == [(False, ("without requiring",), ("require",))]


def test_a_flipped_negation_switched_off_is_no_finding():
    drift = pair_drift("Configure SSO for acme without requiring it",
                       "Configure SSO for acme and require it", disabled=frozenset({"ID405"}))
    assert not drift.strong and "ID405" not in drift.rules


def test_a_dry_run_made_real_is_a_strong_finding_and_a_kept_rehearsal_is_not():
    golden = "Dry-run the first chunk with `lfs_migrate -n -y < chunk.aa` and check the OSTs."
    real = "Run the first chunk with `lfs_migrate -y < chunk.aa` and check the OSTs."
    drift = pair_drift(golden, real)
    assert drift.strong and drift.removed == ("-n (dry run)",) and "ID403" in drift.rules
    assert destructive_shift(golden, "Rehearse the first chunk (`lfs_migrate -n -y < chunk.aa`)"
                             " and check the OSTs.") is None
    assert destructive_shift(golden, "Simulate the first chunk with `lfs_migrate -y <"
                             " chunk.aa` and check the OSTs.") is None  # still said
    assert destructive_shift("Run the first chunk with `lfs_migrate -n -y`",
                             "Run the first chunk with `lfs_migrate -y`") is None  # no rehearsal


def test_an_operation_replaced_by_keeping_its_opposite_state_is_strong():
    golden = "Unpause mac-ci-01 to mac-ci-03, then pause mac-ci-04 to mac-ci-06 the same way."
    kept = "Keep mac-ci-01 to mac-ci-03 paused, and pause mac-ci-04 to mac-ci-06 the same way."
    assert state_kept(golden, kept, BUILTIN) == ("Unpause", "keep mac-ci-01 to mac-ci-03 paused")
    drift = pair_drift(golden, kept)
    assert drift.strong and "ID406" in drift.rules
    assert state_kept(golden, "Pause mac-ci-04 to mac-ci-06 once mac-ci-01 to mac-ci-03 are "
                      "unpaused and left unpaused.", BUILTIN) is None  # the state it brings
    assert state_kept("Disable the cron job", "Leave the cron job disabled", BUILTIN) is None
    assert state_kept("Uncordon node-3", "Bring node-3 back; it must not stay cordoned",
                      BUILTIN) is None
    assert not pair_drift(golden, kept, disabled=frozenset({"ID406"})).strong


BRINE = ("Stop compressors C1-C3 from the panel and close valves SV-1 to SV-3; brine pump P-1 "
         "keeps running.")


@pytest.mark.parametrize(("golden", "candidate", "swap"), [
    (BRINE, "Stop compressors C1-C3 from the panel, close valves SV-1 to SV-3 and stop brine "
     "pump P-1 as well.", ("keeps running", "stop")),
    ("Leave db-2 online and restart db-1.", "Shut down db-2 and restart db-1.",
     ("leave db-2 online", "shut down")),
    ("Keep the gate on GW-2 locked while the crew works.",
     "Unlock the gate on GW-2 while the crew works.", ("keep the gate on gw-2 locked", "unlock")),
    # rewordings: the state still kept, the undoing negated, or undone by the golden too
    (BRINE, "From the panel, stop compressors C1-C3 and shut valves SV-1 to SV-3, leaving brine "
     "pump P-1 running.", None),
    (BRINE, "Stop compressors C1-C3 and close SV-1 to SV-3; do not stop brine pump P-1.", None),
    ("Leave db-2 online and restart db-1.", "Restart db-1 while db-2 stays online.", None),
    ("Drain node-4; node-5 stays up.", "Drain node-4, then stop the kubelet on node-4.", None),
    ("Keep the old analyzer running for 7 days, then stop it.",
     "Stop the old analyzer after 7 days of running in parallel.", None),
    ("Close WO-7 and keep web-old1 suspended for 7 days before decommissioning it.",
     "Close WO-7, leaving web-old1 suspended for 7 days before it is decommissioned.", None),
])
def test_a_state_the_golden_keeps_undone_by_the_candidate(golden, candidate, swap):
    assert state_kept(golden, candidate, BUILTIN) == swap
    drift = pair_drift(golden, candidate)
    assert ("ID406" in drift.rules and drift.strong) == (swap is not None)


def test_sibling_names_alike_up_to_a_separator_are_no_inflection():
    golden = "Check the route with `amtool config routes test`, which must return pagerduty-db."
    swapped = golden.replace("pagerduty-db", "pagerduty-platform")
    assert compare(golden, swapped).replacements == (("pagerduty-db", "pagerduty-platform"),)
    assert not compare("Re-run the check on the node.", "Re-running the check on the node.")


def test_values_swapped_between_two_flags_are_replacements():
    golden = "Set surge: `gcloud node-pools update p --max-surge 2 --max-unavailable 0`"
    swapped = "Set surge: `gcloud node-pools update p --max-surge 0 --max-unavailable 2`"
    assert compare(golden, swapped).replacements == (("--max-surge 2", "--max-surge 0"),
                                                     ("--max-unavailable 0", "--max-unavailable 2"))
    assert not compare(golden, golden.replace("Set surge:", "Configure the surge:"))


def test_backticks_around_part_of_an_identifier_are_layout():
    assert not compare("Confirm s3://ml/fraud/v2026.11.20 matches fs-snap-7781",
                       "Confirm s3://ml/fraud/`v2026.11.20` matches fs-snap-7781")
    assert not compare("Complete CLOSE-2026-11 with the sign-off",
                       "Complete `CLOSE-2026`-11 with the sign-off")


def test_names_joined_by_a_slash_or_a_hyphen_written_with_a_space_are_layout():
    assert not compare("Upgrade timing PCs FL-MAIN and FL-BACKUP to 12.30",
                       "Upgrade timing PCs FL-MAIN/FL-BACKUP to 12.30")
    assert compare("Upgrade timing PCs FL-MAIN and FL-BACKUP to 12.30",
                   "Upgrade timing PCs FL-MAIN/FL-SPARE to 12.30").strong
    assert not compare("Run a high-pH clean on PV-413", "Clean PV-413 at high pH")
    assert compare("Run a high-pH clean on PV-413", "Run a low-pH clean on PV-413").strong


def test_a_destructive_swap_is_a_strong_tool_drift_finding():
    golden = from_texts(["Check the index `logs-2024` is read-only"])
    candidate = from_texts(["Delete the index `logs-2024`"])
    drift = by_mode(find_all(aligned([(0, 0)], 1, 1, sim=0.7), golden, candidate, MERGE),
                    "tool_drift")
    assert [(f.strong, f.removed, f.added) for f in drift] == [(True, ("check",), ("delete",))]


def test_a_number_with_a_word_before_its_unit_is_the_same_quantity():
    assert not compare("Then give it 5 more minutes before the next server",
                       "Leave a further 5 minutes before the next server")
    assert compare("Wait 5 more minutes", "Wait 50 more minutes").strong


def test_a_negated_contrast_word_names_neither_side():
    golden = "Make the repository private with `gh repo edit acme/x --visibility private`"
    assert not compare(golden, "Take the repository out of public view with "
                               "`gh repo edit acme/x --visibility private`").strong
    assert compare("Make the bucket private", "Make the bucket public").strong


def test_taking_something_down_is_a_removal_not_a_swap():
    assert not pair_drift("Return users to PRD: remove the SRO banner and page all units",
                          "Send users back to PRD by taking down the SRO banner").strong


def test_a_bound_restated_as_its_failure_condition_is_the_same_bound():
    passing = "Watch p99 for 15 minutes; it must stay below 50 ms."
    assert not compare(passing, "For 15 minutes watch p99; anything at or above 50 ms is a fail.")
    assert not compare(passing, "Watch p99 for 15 minutes: it must stay below 50 ms, or the "
                                "check fails.")  # a failure added beside the same bound
    assert not compare("Roll back if p99 goes above 300 ms.",
                       "p99 must stay below 300 ms; otherwise roll back.")
    assert not compare("Roll back if p99 goes above 300 ms.",
                       "Keep p99 below 300 ms, otherwise roll back.")  # the contrary
    assert not compare("Abort the canary if p99 exceeds 800 ms.",
                       "If p99 is above 0.8 s, abort the canary.")  # condition first
    assert compare("Roll back if p99 goes above 300 ms.",
                   "Roll back if p99 goes below 300 ms.").replacements == (("above", "below"),)
    assert compare(passing, "Watch p99 for 15 minutes; it must stay above 50 ms.").strong


def test_a_trigger_that_backs_out_states_the_failing_bound():
    assert not compare("Watch for 30 minutes: exceptions must stay below 0.5 % of requests.",
                       "Give it half an hour. If exceptions reach 0.5 % of requests or above, "
                       "swap back.")


def test_what_a_step_says_it_does_not_act_on_is_no_identifier_of_it():
    golden = "Import lib.pkg into the validation workspace (not production)."
    assert compare(golden, "Import lib.pkg into the production workspace (not validation).") \
        .replacements == (("validation", "production"),)
    archived = "Retire DL-2025.4 by setting its status to Archived (not Deleted)."
    assert compare(archived, "Remove DL-2025.4 by setting its status to Deleted (not "
                             "Archived).").replacements == (("Archived", "Deleted"),)
    assert not compare("Confirm `SELECT count(*) FROM pg_locks WHERE NOT granted;` returns 0.",
                       "Verify SELECT count(*) FROM pg_locks WHERE NOT granted; gives 0.")
    # an operation said not to happen is none: 'nothing is deleted' deletes nothing
    assert not compare("The commander approves the scope in INC-7731.",
                       "Nothing is deleted until the commander signs off the scope in "
                       "INC-7731.").strong


def test_a_label_qualified_by_an_adverb_is_the_same_label():
    assert not compare("Delete the empty bucket with `gcloud storage buckets delete gs://b`.",
                       "`gcloud storage buckets delete gs://b` removes the now-empty bucket.")


def test_killing_sessions_is_revoking_them():
    assert not compare("Revoke active sessions of role r-irsa by attaching AWSRevokeOlderSessions.",
                       "Kill all current sessions of role r-irsa: attach AWSRevokeOlderSessions.")


def test_a_state_kept_must_be_one_phrase():
    assert state_kept("Quarantine the image, then delete tag 1.8.4 from the repository.",
                      "Tag 1.8.4 leaves the repository once crane has quarantined the image.",
                      BUILTIN) is None


def test_a_loose_half_beside_a_close_partner_is_a_split():
    golden = from_texts(["Open CHG-1", "Bedside test on 2 pumps on 4B: program heparin at "
                         "2500 units/hour and confirm the hard-limit alert fires.", "Close CHG-1"])
    candidate = from_texts(["Open CHG-1", "Choose 2 pumps on 4B and program heparin at "
                            "2500 units/hour.", "The hard-limit alert has to fire on both; if "
                            "it does not, halt the rollout.", "Close CHG-1"])
    alignment = aligned([(0, 0), (1, 1), (2, 3)], 3, 4, sim=0.95,
                        extra={(1, 1): 0.75, (1, 2): 0.3})
    assert [(s.golden, s.candidates) for s in find_splits(alignment, golden, candidate, MERGE)] \
        == [(1, (1, 2))]
    # the step written twice beside its partner is no half
    twice = from_texts(["Open CHG-1", candidate.texts[1], "Choose 2 pumps on 4B, program "
                        "heparin at 2500 units/hour and test the hard-limit alert.", "Close CHG-1"])
    assert find_splits(aligned([(0, 0), (1, 1), (2, 3)], 3, 4, sim=0.95,
                               extra={(1, 1): 0.75, (1, 2): 0.85}), golden, twice, MERGE) == ()
    # an added step beside the partner that brings back nothing it left out is no half
    added = from_texts(["Open CHG-1", candidate.texts[1], "Page the pharmacy lead on 4B.",
                        "Close CHG-1"])
    assert find_splits(alignment, golden, added, MERGE) == ()


PRESS = ["Open WO-31 for the mold change on press P-4.",
         "Run out the remaining resin, purge the barrel with 2 shots of purge compound, then stop "
         "the press and apply the LOTO lock to the main disconnect.",
         "Swap the mold with the overhead crane.", "Close WO-31."]


def _press_candidate(half):
    return from_texts(["Open WO-31 for the mold change on press P-4.",
                       "Run the leftover resin out of the barrel and purge with 2 shots of purge "
                       "compound.", half,
                       "Purge and lock out press P-4, then swap the mold with the overhead crane.",
                       "Close WO-31."])


# the partner (candidate 1) is not the candidate step most alike golden step 1 (candidate 3 is,
# and golden step 2 holds it less closely): the words alone leave the loose half open
PRESS_ALIGNMENT = dict(pairs=[(0, 0), (1, 1), (2, 3), (3, 4)], n_gold=4, n_pred=5, sim=0.95,
                       extra={(1, 1): 0.65, (1, 2): 0.5, (1, 3): 0.7, (2, 3): 0.6})


def test_the_meaning_decides_a_loose_half_the_words_leave_open(fast_engines):
    embed = fast_engines.embedding_table().embed_one
    golden = from_texts(PRESS)
    candidate = _press_candidate("After that, stop P-4 and put the LOTO lock on its main "
                                 "disconnect.")
    alignment = aligned(**PRESS_ALIGNMENT)
    assert find_splits(alignment, golden, candidate, MERGE) == ()  # words only
    assert [(s.golden, s.candidates)
            for s in find_splits(alignment, golden, candidate, MERGE, embed)] == [(1, (1, 2))]


def test_a_half_may_say_in_prose_what_its_partner_keeps_only_in_a_command():
    golden = from_texts(["Open CHG-1", "Build the range on the SBC in inactive state: "
                         "`numctl provision --range 4420-4421 --state inactive`.", "Close CHG-1"])
    candidate = from_texts(["Open CHG-1", "Build the range on the SBC: `numctl provision "
                            "--range 4420-4421 --state inactive`.",
                            "Leave the numbers in inactive state until cutover.", "Close CHG-1"])
    alignment = aligned([(0, 0), (1, 1), (2, 3)], 3, 4, sim=0.95,
                        extra={(1, 1): 0.95, (1, 2): 0.36})
    assert [(s.golden, s.candidates) for s in find_splits(alignment, golden, candidate, MERGE)] \
        == [(1, (1, 2))]


ECDIS = ["Open CHG-1", "Install 5.3.0 on ECDIS-2 with `ecdisctl install --unit ECDIS-2 --pkg "
         "e.pkg` and reboot it.", "Check that ECDIS-2 reports version 5.3.0."]


@pytest.mark.parametrize(("half", "split"), [
    ("Restart ECDIS-2 afterwards.", True),  # reboot said with a synonym
    ("Page the bridge officer afterwards.", False),  # brings back nothing left out
])
def test_a_loose_half_may_bring_back_an_operation_with_a_synonym(fast_engines, half, split):
    embed = fast_engines.embedding_table().embed_one
    candidate = from_texts([ECDIS[0], "ECDIS-2: run `ecdisctl install --unit ECDIS-2 --pkg "
                            "e.pkg` (version 5.3.0).", half, ECDIS[2]])
    alignment = aligned([(0, 0), (1, 1), (2, 3)], 3, 4, sim=0.95,
                        extra={(1, 1): 0.7, (1, 2): 0.4})
    found = find_splits(alignment, from_texts(ECDIS), candidate, MERGE, embed)
    assert [(s.golden, s.candidates) for s in found] == ([(1, (1, 2))] if split else [])


def test_a_value_before_a_colon_is_the_value():
    from wfgate.metrics.granularity import _new_values
    golden = "Retire DENT-IMG01 after 30 days: wipe its disks."
    assert not _new_values("If that succeeded, retire DENT-IMG01: wipe the disks.", golden)
    assert _new_values("If that succeeded, retire DENT-IMG02: wipe the disks.", golden)


def test_inflections_of_one_word_are_one_content_word():
    from wfgate.metrics.granularity import content_words
    assert content_words("changing the records") == content_words("change the record")
    assert content_words("stopped, released") == content_words("stop, releases")
    # a word's own double ending stays (``fill``, ``pass``), so its inflections still meet
    assert content_words("filled, passed") == content_words("fill, pass")


def test_a_split_half_that_restates_the_step_s_condition_in_another_inflection(fast_engines):
    embed = fast_engines.embedding_table().embed_one
    golden = from_texts(["Open CHG-7.", "Export the affected records to the sealed archive "
                         "before changing them: `rmsctl export --out /vault/EXP-7.enc`.",
                         "Purge the affected records.", "Close CHG-7."])
    candidate = from_texts(["Open CHG-7.", "Export the affected records to the sealed archive: "
                            "`rmsctl export --out /vault/EXP-7.enc`.",
                            "Do not change any record before that export has finished.",
                            "Purge the affected records.", "Close CHG-7."])
    alignment = aligned([(0, 0), (1, 1), (2, 3), (3, 4)], 4, 5, sim=0.95,
                        extra={(1, 1): 0.9, (1, 2): 0.45, (1, 3): 0.4})
    assert [(s.golden, s.candidates)
            for s in find_splits(alignment, golden, candidate, MERGE, embed)] == [(1, (1, 2))]


DUMP = ["Open CHG-9.", "Back up the engine database: `pg_dump -h pgdb-01 -U mirth -Fc mirthdb "
        "-f /backup/mirthdb.dump`.", "Upgrade the engine to 4.4.1.", "Close CHG-9."]


@pytest.mark.parametrize(("half", "split"), [
    # the partner's command said again in prose: a half
    ("Dump mirthdb from pgdb-01 as user mirth in custom format.", True),
    # an added action that borrows the command's words: no half
    ("Delete mirthdb on pgdb-01 as user mirth once the dump is written.", False),
    # a check of its own: it shares no more than two words with the command
    ("Check that pgdb-01 has 20 GB free on /backup.", False),
    # it is the next golden step reworded (that step lost its partner): no half
    ("Upgrade the mirthdb engine on pgdb-01 to 4.4.1 as user mirth.", False),
])
def test_a_half_that_says_its_partner_s_command_again_in_prose(half, split):
    candidate = from_texts([DUMP[0], half, "Command: `pg_dump -h pgdb-01 -U mirth -Fc mirthdb "
                            "-f /backup/mirthdb.dump`.", DUMP[3]])
    alignment = aligned([(0, 0), (1, 2), (3, 3)], 4, 4, sim=0.95,
                        extra={(1, 2): 0.9, (1, 1): 0.5, (2, 1): 0.5})
    found = find_splits(alignment, from_texts(DUMP), candidate, MERGE)
    assert [(s.golden, s.candidates) for s in found] == ([(1, (1, 2))] if split else [])


KYC = ["Open REG-44.", "Have compliance confirm the KYC of ACC-88 is current; stop if it is not.",
       "Retire serials 1 to 250 for ACC-88."]


@pytest.mark.parametrize(("half", "split"), [
    ("If either check fails, the request stops there.", True),  # the gate alone
    ("If the check fails, stop and cancel ACC-88's serials.", False),  # work of its own
    ("If the KYC is older than 30 days, stop there.", False),  # a value of its own
])
def test_a_half_may_be_the_golden_step_s_gate_alone(half, split):
    candidate = from_texts([KYC[0], "Get compliance to confirm the KYC of ACC-88 is current.",
                            half, KYC[2]])
    alignment = aligned([(0, 0), (1, 1), (2, 3)], 3, 4, sim=0.95,
                        extra={(1, 1): 0.9, (1, 2): 0.3})
    found = find_splits(alignment, from_texts(KYC), candidate, MERGE)
    assert [(s.golden, s.candidates) for s in found] == ([(1, (1, 2))] if split else [])


IMAGE = ["Open CHG-4.", "Copy `sup-17.9.bin` from tftp://10.60.1.5 to bootflash: and "
         "stby-bootflash:.", "Verify the image with `verify /md5 bootflash:sup-17.9.bin`."]


@pytest.mark.parametrize(("half", "split"), [
    ("Put the same image on stby-bootflash: so the standby SUP has it too.", True),
    # the name the partner left out, with an action of its own
    ("Then erase stby-bootflash: so the standby SUP boots clean.", False),
    ("Put the same image on stby-disk: so the standby SUP has it too.", False),  # another name
])
def test_a_half_that_brings_back_a_name_its_partner_left_out(half, split):
    candidate = from_texts([IMAGE[0], "Pull `sup-17.9.bin` from tftp://10.60.1.5 onto "
                            "bootflash:.", half, IMAGE[2]])
    alignment = aligned([(0, 0), (1, 1), (2, 3)], 3, 4, sim=0.95,
                        extra={(1, 1): 0.9, (1, 2): 0.4})
    found = find_splits(alignment, from_texts(IMAGE), candidate, MERGE)
    assert [(s.golden, s.candidates) for s in found] == ([(1, (1, 2))] if split else [])


FEED = ["Open VR-882.", "Switch the other 35 clinics: `regctl clinics set-feed --group wave1 "
        "--mode api`.", "Close VR-882."]


@pytest.mark.parametrize(("half", "alike", "split"), [
    # the step said in prose before its command: a half
    ("Move the remaining clinics to API submission next.", 0.62, True),
    # a value of its own, or a name the golden step lacks: an added step
    ("Move the remaining clinics to API submission on port 8443.", 0.62, False),
    ("Move the remaining clinics to API submission on gw-2.", 0.62, False),
    # an operation the golden step lacks
    ("Delete the remaining clinics' SFTP feeds first.", 0.62, False),
    # a command of its own
    ("Move the remaining clinics with `regctl clinics drain`.", 0.62, False),
    # not alike enough to the golden step
    ("Move the remaining clinics to API submission next.", 0.45, False),
])
def test_a_half_that_says_a_command_s_step_in_prose(half, alike, split):
    candidate = from_texts([FEED[0], half, "That is 35 clinics, all in one go: `regctl clinics "
                            "set-feed --group wave1 --mode api`.", FEED[2]])
    alignment = aligned([(0, 0), (1, 2), (2, 3)], 3, 4, sim=0.95,
                        extra={(1, 2): 0.91, (1, 1): alike, (0, 1): 0.2, (2, 1): 0.2})
    found = find_splits(alignment, from_texts(FEED), candidate, MERGE)
    assert [(s.golden, s.candidates) for s in found] == ([(1, (1, 2))] if split else [])


def test_without_a_command_a_second_step_saying_the_same_is_the_action_twice():
    golden = from_texts(["select color[a]", "click[buy now] to purchase the mattress.", "done"])
    candidate = from_texts(["select color[a]", 'click on "Buy Now" to proceed with the purchase.',
                            "click[buy now] to purchase the mattress.", "done"])
    alignment = aligned([(0, 0), (1, 2), (2, 3)], 3, 4, sim=0.95,
                        extra={(1, 2): 0.99, (1, 1): 0.7, (0, 1): 0.2, (2, 1): 0.2})
    assert find_splits(alignment, golden, candidate, MERGE) == ()


@pytest.mark.parametrize("half", [
    "After that, stop P-4 and cut the main disconnect's cables.",  # its own action
    "After that, delete the P-4 recipe and put the LOTO lock on its main disconnect.",
    "Then restart P-4 and take the LOTO lock off its main disconnect.",  # the opposite
])
def test_a_loose_half_that_changes_what_the_step_does_stays_an_added_step(fast_engines, half):
    embed = fast_engines.embedding_table().embed_one
    alignment = aligned(**PRESS_ALIGNMENT)
    assert find_splits(alignment, from_texts(PRESS), _press_candidate(half), MERGE, embed) == ()


def test_a_safety_flag_that_moved_to_a_split_half_is_not_dropped():
    golden = ("Preview r42 with `arcctl story preview 88213 --revision r42 --dry-run` and read "
              "`arcctl story diff 88213 r41 r42`.")
    other_half = "Read `arcctl story diff 88213 r41 r42`."
    assert destructive_shift(golden, other_half) == ("--dry-run", "(none)")
    assert destructive_shift(golden, other_half, candidate_context=(
        "Preview r42 on staging: `arcctl story preview 88213 --revision r42 --dry-run`.")) is None


def test_a_change_left_undone_is_a_state_kept():
    from wfgate.metrics.operations import left_as_is
    assert left_as_is("Lift the pay group freeze for US-BW and UK-M.",
                      "Keep the pay group freeze for US-BW and UK-M in place.") == (
        "lift", "keep the pay group freeze for")
    assert left_as_is("Put TIC-201 in manual with outputs held.",
                      "Leave TIC-201 as it is, in auto.")[0] == "put"
    # a keep that does not say the thing is left as it was may reword a change made
    assert left_as_is("Put db-2 in maintenance mode for the window.",
                      "Keep db-2 in maintenance mode for the window.") is None
    # the change still done, paperwork kept, or a state kept on both sides: none
    assert left_as_is("Restart api-1 while the load balancer stays up.",
                      "Keep the load balancer up and restart api-1.") is None
    assert left_as_is("Update the ticket with the result.",
                      "Leave a note in the ticket with the result.") is None
    assert left_as_is("Keep `//Dev-541` open for 14 days.",
                      "Leave the dev stream `//Dev-541` in place for 14 days.") is None


def test_an_opening_verb_replaced_by_its_opposite_is_a_swap():
    golden = "Close breaker MBB-B, then open breaker UIB-B."
    assert compare(golden, "Open breaker MBB-B, then open breaker UIB-B.").strong
    assert not compare(golden, "Close breaker MBB-B and then open breaker UIB-B.").strong


def test_a_count_spelled_out_and_a_removal_said_with_a_particle_are_rewordings():
    assert not compare("Load the 2-chiller sequence: `bmsctl apply --file a.json`.",
                       "Apply the two-chiller sequence with `bmsctl apply --file a.json`.")
    assert compare("Load the 2-chiller sequence.", "Load the three-chiller sequence.").strong
    assert not compare("Remove the locks, power up and warm up on water to 72 C.",
                       "Take the locks off, switch on and bring the unit up to 72 C on water.")
    assert compare("Remove the locks, then power up.", "Switch on and add the locks.").strong


def test_a_copy_run_the_other_way_is_a_direction_reversed():
    from wfgate.metrics.transfers import direction_reversed
    golden = "Load the config with `scp /qa/rc9000.cfg plc-2:/config/recorder.cfg`."
    assert direction_reversed(golden, "Load the config with `scp plc-2:/config/recorder.cfg "
                                      "/qa/rc9000.cfg`.") == (
        "/qa/rc9000.cfg -> plc-2:/config/recorder.cfg",
        "plc-2:/config/recorder.cfg -> /qa/rc9000.cfg")
    assert direction_reversed("`aws s3 sync s3://b/x ./x --delete`",
                              "`aws s3 sync ./x s3://b/x --delete`") is not None
    # the same copy reworded, flags moved: no reversal; a copy to another place is a target
    assert direction_reversed(golden, "Push it: `scp /qa/rc9000.cfg plc-2:/config/recorder.cfg`"
                              ) is None
    assert direction_reversed("`rsync -a --delete /src/ db-2:/dst/`",
                              "`rsync --delete -a /src/ db-2:/dst/`") is None
    assert direction_reversed(golden, "Load it: `scp /qa/rc9000.cfg plc-3:/config/recorder.cfg`"
                              ) is None


def test_a_bound_by_a_function_word_a_date_participle_and_glued_ticks_are_rewordings():
    assert not compare("Capture must be above 85% and false rejects under 3%.",
                       "Go on only if capture is over 85% with false rejects below 3%.")
    assert compare("Capture must be above 85%.", "Capture must be below 85%.").strong
    # "starting the day after" says from when: no start replacing the cancel
    assert not compare("Cancel cover on policy FLT-8, effective the day after gate-in.",
                       "Have the insurer end cover on policy FLT-8, starting the day after "
                       "gate-in.")
    assert compare("Stop the api service on web-1.", "Start the api service on web-1.").strong
    # backticks around a part of one identifier, a period and digits after them: layout
    assert not compare("Match the checksum in release note RN-7.4.1.",
                       "Match the checksum in release note `RN-7`.4.1.")


@pytest.mark.parametrize(("golden", "swapped", "reworded"), [
    ("Put TIC-201 in manual with outputs held.", "Leave TIC-201 in auto with outputs live.",
     "Switch TIC-201 to manual and hold its outputs."),
    ("Switch IXL-4B to its local control panel.", "Leave IXL-4B in remote control.",
     "Move IXL-4B over to the local control panel."),
    ("Download the program with Legs 1 and 3 stopped.",
     "Download the program with Legs 1 and 3 left running.",
     "With Legs 1 and 3 stopped, download the program."),
    ("Take db-2 offline.", "Bring db-2 online.", "Put db-2 offline."),
])
def test_a_mode_or_a_state_replaced_by_its_opposite_is_a_swap(golden, swapped, reworded):
    assert compare(golden, swapped).strong
    assert not compare(golden, reworded).strong


def test_two_commands_chained_the_other_way_are_an_order_reversed():
    from wfgate.metrics.sequence import order_reversed
    golden = ("Flush the buffer with `aggctl buffer flush --target old`, then remove that "
              "target: `aggctl target remove old`.")
    assert order_reversed(golden, "Remove the target with `aggctl target remove old`, then "
                                  "flush the buffer: `aggctl buffer flush --target old`.") == (
        "`aggctl buffer flush --target old` then `aggctl target remove old`",
        "`aggctl target remove old` then `aggctl buffer flush --target old`")
    # the same order, or the order said another way: none
    assert order_reversed(golden, "Run `aggctl buffer flush --target old` and then "
                                  "`aggctl target remove old`.") is None
    assert order_reversed(golden, "Before `aggctl target remove old`, run `aggctl buffer "
                                  "flush --target old`.") is None


def test_a_target_list_that_holds_the_golden_target_and_more_is_a_widening():
    from wfgate.metrics.targets import list_widened
    golden = "Stop the service on the standby tms-b: `systemctl stop aramis-tms`."
    assert list_widened(golden, "Stop it on both: `pdsh -w tms-a,tms-b systemctl stop "
                                "aramis-tms`.") == ("tms-b", "tms-a,tms-b")
    # the targets the golden names, a list on both sides, or a number: none
    assert list_widened("Stop the service on tms-a and tms-b.",
                        "`pdsh -w tms-a,tms-b systemctl stop aramis-tms`") is None
    assert list_widened("Drain web-1,web-2 first.", "Drain web-1,web-2,web-3 first.") is None
    assert list_widened("Port the 1,200 numbers of tms-b.", "Port all 1,200 numbers.") is None


def test_a_counted_set_widened_to_everything_is_a_scope_widened():
    golden = "After 5 clean nights, delete the definitions of the 48 BIL jobs via DB.1."
    assert scope_widened(golden, "After 5 clean nights, delete the definitions of all jobs "
                                 "matching BIL* (including the weekly streams) via DB.1.") \
        == ("the 48", "including")
    # the count kept, or restated as a restriction: no widening
    assert scope_widened(golden, "Delete the definitions of the 48 BIL jobs, including their "
                                 "schedules, via DB.1, after 5 clean nights.") is None
    assert scope_widened(golden, "Delete only the BIL job definitions, including the daily "
                                 "ones, via DB.1.") is None


def test_an_operation_said_not_to_happen_and_run_by_the_candidate_is_a_swap():
    golden = "Note in LIT-6 that the holds stay in place; nothing is released."
    assert negated_run(golden, "Release the holds with `holdctl release --matter M-4`.") \
        == ("nothing is released", "release")
    # a negation with a condition is an order (do not delete until = delete once)
    assert negated_run("Do not delete the snapshot until the restore is verified.",
                       "Once the restore is verified, delete the snapshot with "
                       "`aws rds delete-db-snapshot --db-snapshot-identifier s-1`.") is None
    # the golden runs it too: no new operation
    assert negated_run("Run `holdctl release --dry-run`; nothing is released.",
                       "Run `holdctl release --dry-run`, which releases nothing.") is None
    # or the candidate's step opens by doing it, in prose
    kept = ("Keep the 41 messages held in folder `q-7` and hand it to SEC-1; none of them is "
            "released.")
    assert negated_run(kept, "Release the 41 messages in folder `q-7` to their recipients.") \
        == ("none of them is released", "release")
    assert negated_run(kept, "Hold the 41 messages in folder `q-7`, release none of them, and "
                             "give it to SEC-1.") is None
    assert negated_run(kept, "Release none of the 41 messages in folder `q-7`.") is None


def test_an_identifier_compounded_with_a_word_the_other_side_writes_is_the_same():
    assert not compare("Check that a URL signed with kid-2024q3 returns 200.",
                       "Check that a kid-2024q3-signed URL returns 200.")
    # a compound with a word the golden step never writes is another name
    assert compare("Check that a URL signed with kid-2024q3 returns 200.",
                   "Check that a kid-2024q3-revoked URL returns 200.")
    # a path or a host is exact: /var/lib/etcd-restore is another directory
    assert compare("Restore the snapshot with --data-dir /var/lib/etcd-restore.",
                   "Restore the snapshot with --data-dir /var/lib/etcd.").strong


def test_a_long_hostile_step_is_read_in_linear_time():
    """The gate phrases read a clause 200 characters far at most: a step of 160,000
    characters that opens a gate condition again and again and never closes it costs far
    less than a second (a quadratic reading would take minutes)."""
    import time

    from wfgate.metrics.roles import gates

    hostile = "only if " * 20_000
    began = time.perf_counter()
    gates(hostile)
    assert time.perf_counter() - began < 5.0


@pytest.mark.parametrize(("text", "role"), [
    ("Open dump valve XV-420 to the drain.", "backup"),  # a valve, no dump
    ("Set `export PATH=$PATH:/opt/bin` in the profile.", "backup"),  # a shell export
    ("Let's go to the next wave.", "approval"),  # no one's go
    ("Ask the crew to move the truck.", "approval"),  # asked to work, not to sign
])
def test_words_that_only_look_like_a_guard_name_none(text, role):
    assert role not in guard_words(text)


def test_keeping_an_eye_on_something_is_watching_it():
    from wfgate.metrics.granularity import content_words
    assert content_words("Keep an eye on the first backup night") \
        == content_words("Watch the first backup night")
    assert "verification" in guard_words("Keep an eye on the error rate for 15 minutes.")


def test_a_title_case_value_in_a_code_span_is_one_identifier():
    golden = "Switch TB2 to service mode and set its ARIA status to `Out of Clinical Use`."
    drift = compare(golden, "Switch TB2 to service mode and set its ARIA status to `Clinical`.")
    assert drift.strong and drift.replacements == (("Out of Clinical Use", "Clinical"),)
    # the same value out of its backticks, or back in them: a rewording
    assert not compare(golden, "Put TB2 in service mode; set the ARIA status to Out of "
                               "Clinical Use.")
    assert not compare("Set the ARIA status to Out of Clinical Use.",
                       "Set the ARIA status to `Out of Clinical Use`.")
    # a command is no value (``sudo`` leads it)
    assert compare("Reboot it with `sudo systemctl reboot`.",
                   "Reboot it with `sudo systemctl poweroff`.").strong


@pytest.mark.parametrize(("candidate", "strong"), [
    ("Leave standby station PS-1 in standby while PS-2 is out.", True),  # kept in another
    ("Keep PS-1 in lead while PS-2 is out.", False),  # the golden's state, named
    ("While PS-2 is out, put standby station PS-1 in lead.", False),
])
def test_a_unit_kept_in_another_state_than_the_golden_puts_it_in(candidate, strong):
    golden = "Put standby station PS-1 in lead while PS-2 is out."
    drift = pair_drift(golden, candidate)
    assert (drift.strong and "ID406" in drift.rules) == strong


def test_a_step_s_opening_operation_replaced_by_its_opposite_is_strong_in_a_rewrite():
    golden = "Promote the replica db-2 to primary with `pg_ctl promote -D /var/lib/pg`."
    drift = pair_drift(golden, "Demote db-2 to replica.")
    assert drift.strong and ("Promote", "Demote") in drift.replacements
    # an opposite deep in a step written again stays for a judge
    assert not pair_drift("Stop the writes by enabling maintenance mode on api-1.",
                          "Put api-1 in maintenance mode, which disables the writes.").strong


@pytest.mark.parametrize(("golden", "candidate", "strong"), [
    # a switch said the other way round
    ("Switch the R3 humidifier from `Hand` back to `Auto`.",
     "Switch the R3 humidifier from `Auto` back to `Hand`.", True),
    ("Move traffic from lb-a to lb-b.", "Shift the traffic from lb-a over to lb-b.", False),
    ("Move traffic from lb-a to lb-b, then from lb-b back to lb-a after 10 minutes.",
     "Shift traffic from lb-a to lb-b; after 10 minutes from lb-b back to lb-a.", False),
    # two units' states exchanged
    ("Put acid pump P-A1 in lead and P-A2 in standby.",
     "Keep P-A2 in lead and leave acid pump P-A1 in standby.", True),
    ("Put acid pump P-A1 in lead and P-A2 in standby.",
     "P-A2 goes to standby and acid pump P-A1 into lead.", False),
    # kept in the opposite of what the golden's verb makes it
    ("Close outlet valve V-1 on T-1 and hang lock LOTO-07 on its handle.",
     "Leave outlet valve V-1 on T-1 open and hang lock LOTO-07 on the cabinet.", True),
    ("Close outlet valve V-1 on T-1.", "Leave outlet valve V-1 on T-1 closed.", False),
    ("Close CHG-7 with the report attached.", "Leave CHG-7 open until the report is in.", False),
])
def test_states_said_the_other_way_round(golden, candidate, strong):
    assert pair_drift(golden, candidate).strong == strong


def test_a_thing_kept_in_the_opposite_state_is_shown_up_to_that_state():
    assert state_kept("Close outlet valve V-1 on T-1 and hang lock LOTO-07.",
                      "Leave outlet valve V-1 on T-1 open and hang lock LOTO-07.", BUILTIN) \
        == ("close", "leave outlet valve v-1 on t-1 open")


@pytest.mark.parametrize(("golden", "candidate", "swap"), [
    ("Look up pool PP-25 in LIMS: all 2,400 donations NAT-negative.",
     "Set pool PP-25 to released in LIMS: enter all 2,400 donations as NAT-negative.",
     ("look up", "set")),
    ("Check the replica lag on db-2 with `pg_stat_replication`.",
     "Update the replica lag on db-2 with `pg_stat_replication`.", ("check", "update")),
    # a read said with another read verb, or the write kept beside the read
    ("Look up pool PP-25 in LIMS.", "Check pool PP-25 in LIMS.", None),
    ("Check the lag on db-2.", "Set the alert on db-2 and check the lag there.", None),
    ("Set pool PP-25 to released in LIMS.", "Set pool PP-25 as released in LIMS.", None),
])
def test_a_read_written_as_a_write(golden, candidate, swap):
    from wfgate.metrics.operations import read_made_write
    assert read_made_write(golden, candidate) == swap
    drift = pair_drift(golden, candidate)
    assert ("ID415" in drift.rules and drift.strong) == (swap is not None)
    assert "ID415" not in pair_drift(golden, candidate, disabled=frozenset({"ID415"})).rules


@pytest.mark.parametrize(("golden", "candidate", "strong"), [
    # the opposite physical operation, the rest of the step kept
    ("De-energise screw SC-7 at MCC-2 and lock out its isolator.",
     "Energise screw SC-7 at MCC-2 and lock out its isolator.", True),
    ("Shut outlet valve V-22 and lock it.", "Open outlet valve V-22 fully and lock it.", True),
    # raise / lower: a rewording says a change through another quantity, so only a one-word
    # edit between them (the rest of the step kept) is a swap
    ("Lower all 4 paddles fully and padlock each spindle.",
     "Raise all 4 paddles fully and padlock each spindle.", True),
    ("Lower the level in tank T-2 by 2 m.", "Raise the freeboard of tank T-2 by 2 m.", False),
    ("Partial strip in JD-5 at 80 C.", "Full strip in JD-5 at 80 C.", True),
    ("Hold the cage at the 620 m level and open breaker 52-H1.",
     "Release the cage at the 620 m level and open breaker 52-H1.", True),
    ("Stop 2 m above the flange, holding it on the winch brake.",
     "Stop 2 m above the flange, releasing the winch brake.", True),
    ("Extend locking bars LB-1 and LB-2.", "Retract locking bars LB-1 and LB-2.", True),
    # the same operation in other words, and paperwork's open and close
    ("Lower the setpoint of TIC-4 to 12 C.", "Reduce the setpoint of TIC-4 to 12 C.", False),
    ("Open a ticket for the incident.", "File a ticket for the incident.", False),
    ("Close INC-8817.", "Resolve INC-8817.", False),
    ("Cancel yard bulletin YB-25-22.", "Withdraw yard bulletin YB-25-22.", False),
    # a breaker opened cuts the power, a valve opened lets flow: physical operations conflict
    # only with their own opposite
    ("De-energise feeder F-3 at MCC-2.", "Open the breaker of feeder F-3 at MCC-2.", False),
    ("Close breaker CB-2 on bus B.", "Switch on breaker CB-2 on bus B.", False),
    ("Engage the parking brake on tug T-4.", "Lock the parking brake on tug T-4.", False),
    ("Seal container C-9 with tag 4471.", "Close container C-9 with tag 4471.", False),
    # release has its software sense beside apply; a state or a comparison after ``is``
    ("Apply release 4.2.1 to the cluster.", "Release 4.2.1 goes onto the cluster.", False),
    ("Cut the feed rate of line 2 to 20 %.",
     "Cut the feed rate of line 2 to 20 %, so its residence time is increased.", False),
    ("Check the rate on line 2 is lower than 1 %.", "Check the rate on line 2 stays under 1 %.",
     False),
    # the same change said through another thing: no swap; the opposite on the same thing is
    ("Close the bypass on line 2 before the pig run.",
     "Open the main on line 2 so the bypass carries nothing before the pig run.", False),
    ("Shut valve V-22 and lock it.", "Open V-22 fully and lock it.", True),
])
def test_physical_operations_replaced_by_their_opposites(golden, candidate, strong):
    assert pair_drift(golden, candidate).strong == strong


@pytest.mark.parametrize(("golden", "candidate"), [
    # an operation's word as a noun's modifier is no operation done
    ("Delete the snapshots: `govc snapshot.remove -vm nrcs-a pre-10.2.1`.",
     "Clean up the rollback snapshots with `govc snapshot.remove -vm nrcs-a pre-10.2.1`."),
    # an electrician terminates wiring on its terminals: a connection, not a removal
    ("Swap the controller and land the field wiring per drawing M-G7-204.",
     "Replace the controller and terminate the field wiring as shown on drawing M-G7-204."),
    # a reset already wipes what it resets
    ("Reset the results database: `regattactl season reset --year 2025`.",
     "Wipe the results database with `regattactl season reset --year 2025`."),
    # a state the golden keeps as well, and a state kept off said another way
    ("Check that LB-1 and LB-3 are extended, so the span stays locked.",
     "Make sure LB-1 and LB-3 are out and the span remains locked."),
    ("Leave shel-db01 powered off but not wiped for 90 days, then close AS-1902.",
     "Close AS-1902, keeping shel-db01 shut down but intact, not wiped, for 90 days."),
    ("Confirm it is really stopped: `docker ps --filter name=vc` returns nothing.",
     "Make certain nothing is left running, with no output from `docker ps --filter name=vc`."),
])
def test_rewordings_of_physical_and_state_words_are_no_swap(golden, candidate):
    assert not pair_drift(golden, candidate).strong


@pytest.mark.parametrize(("golden", "candidate", "swap"), [
    ("Megger the conductor; do not go on with the termination if it is below 200 megohm.",
     "Megger the conductor; go on with the termination even if it is below 200 megohm.",
     ("not go on", "even if")),
    ("Only restart the feeder once the guard is closed.",
     "Restart the feeder regardless of whether the guard is closed.",
     ("only restart the", "regardless of")),
    # the same condition stated positively, or a concession over another condition
    ("Do not go on if it is below 200 megohm.", "Go on only if it is 200 megohm or more.", None),
    ("Do not restart the feeder if the guard is open.",
     "Restart the feeder once the guard is shut, even if the shift has ended.", None),
])
def test_a_negation_conceded(golden, candidate, swap):
    from wfgate.metrics.operations import negation_conceded
    assert negation_conceded(golden, candidate) == swap
    drift = pair_drift(golden, candidate)
    assert ("ID416" in drift.rules and drift.strong) == (swap is not None)
    assert "ID416" not in pair_drift(golden, candidate, disabled=frozenset({"ID416"})).rules


@pytest.mark.parametrize(("golden", "candidate", "swap"), [
    ("Check the Type I mix on truck DT-01 by hand with a refractometer: freezing point at "
     "least 10 C below the outside air.",
     "Let the proportioning controller on truck DT-01 confirm the Type I mix automatically: "
     "freezing point at least 10 C below the outside air.", ("by hand", "automatically")),
    ("Count the ballots in tray 4 manually and record the total.",
     "Let the scanner count the ballots in tray 4 and record the total.",
     ("manually", "let the scanner count")),
    # a person still does it, in other words
    ("Check the Type I mix by hand with a refractometer.",
     "Check the Type I mix manually, using a refractometer.", None),
    # modes are no person: the golden's hand mode handed over to auto stays a rewording
    ("Restart the fan in hand at 40 % and hand over to auto: `desigo-tool mode --auto`.",
     "Start the fan again in hand at 40 %, then switch to automatic with `desigo-tool mode "
     "--auto`.", None),
    # automatic made manual is more care, not less
    ("Let the controller confirm the mix automatically.", "Confirm the mix by hand.", None),
])
def test_a_manual_step_made_automatic(golden, candidate, swap):
    from wfgate.metrics.operations import manual_made_automatic
    assert manual_made_automatic(golden, candidate) == swap
    drift = pair_drift(golden, candidate)
    assert ("ID417" in drift.rules and drift.strong) == (swap is not None)
    assert "ID417" not in pair_drift(golden, candidate, disabled=frozenset({"ID417"})).rules


@pytest.mark.parametrize(("golden", "candidate", "swap"), [
    # a state kept until a condition, where the golden holds the operation back as well
    ("Watch the new primary for 30 minutes (5xx below 1 %) before the runners are resumed.",
     "Give the new primary 30 minutes of watching; the runners stay paused unless 5xx "
     "remains below 1 %.", False),
    # the golden resumes them, no condition: kept paused is a swap, with or without one
    ("Unpause the runners.", "Keep the runners paused.", True),
    ("Unpause the runners once the backlog clears.", "Keep the runners paused.", True),
])
def test_a_state_kept_until_a_condition_the_golden_states_too(golden, candidate, swap):
    from wfgate.metrics.operations import state_kept
    assert (state_kept(golden, candidate, BUILTIN) is not None) == swap


def test_a_noun_in_ment_is_its_verb_for_the_split_halves():
    from wfgate.metrics.granularity import content_words
    assert content_words("wait for their acknowledgement") \
        == content_words("wait until they acknowledged")
    assert "document" in content_words("the documents") & content_words("documented")
    golden = from_texts(["Open SIM-1.", "Send the QTG results and the examiner's report to the "
                         "CAA and wait for their acknowledgement.", "Close SIM-1."])
    candidate = from_texts(["Open SIM-1.", "Send the QTG results and the examiner's report "
                            "over to the CAA.", "Then wait until the CAA has acknowledged "
                            "them before doing anything else.", "Close SIM-1."])
    alignment = aligned([(0, 0), (1, 1), (2, 3)], 3, 4, sim=0.95,
                        extra={(1, 1): 0.96, (1, 2): 0.4})
    assert [(s.golden, s.candidates) for s in find_splits(alignment, golden, candidate, MERGE)] \
        == [(1, (1, 2))]


@pytest.mark.parametrize(("golden", "candidate", "swap"), [
    ("Vent the chamber, isolate the oxygen supply at valve O2-V3 and lock it.",
     "Vent the chamber, open the oxygen supply at valve O2-V3 and lock it open.", True),
    ("Isolate db-2 from the network.", "Reconnect db-2 to the network.", True),
    ("Isolate the feed valve XV-3.", "Close the feed valve XV-3.", False),  # the same
    ("Check that SIS-2 and its trip PSHH-205 (0.6 barg) stay active and are not bypassed "
     "during the work.", "Put SIS-2 and its trip PSHH-205 (0.6 barg) in bypass for the "
     "duration of the work.", True),
    ("Check that SIS-2 stays active and is not bypassed during the work.",
     "During the work SIS-2 may neither be bypassed nor inhibited; check that it stays "
     "active.", False),
    ("Bypass trip PSHH-205 for the duration of the work.",
     "Put trip PSHH-205 in bypass for the duration of the work.", False),
])
def test_isolating_opposes_opening_and_connecting_and_a_bypass_turns_a_trip_off(
        golden, candidate, swap):
    assert pair_drift(golden, candidate).strong == swap


def test_held_work_is_the_work_a_guard_names_and_only_that():
    from wfgate.metrics.roles import held_work
    assert held_work("Sign it in MOC-2291; nothing is downloaded without that signature.") \
        == {"download"}
    assert held_work("Do not restart the feeder until the guard is closed.") == {"restart"}
    assert held_work("Nothing is downloaded.") == frozenset()  # no guard's condition
    from wfgate.metrics.roles import _does_held_work
    assert _does_held_work("Download 3.9.2 to channel A.", frozenset({"download"}))
    assert not _does_held_work("Bring down the pump.", frozenset({"download"}))
    # a guard that holds back other work guards no download
    assert guard_roles(from_texts(["Open OPS-1", "A second engineer signs the diff in "
                                   "MOC-2291; nothing is flashed without that signature.",
                                   "Download the logs to the laptop."])) == {}


@pytest.mark.parametrize(("golden", "candidate", "swap"), [
    ("At the next gap, fail over to hpc-1 and back; each switch must take under 10 seconds.",
     "When humping next pauses, switch over to hpc-1 and back again, each in under 10 "
     "seconds.", False),
    ("Run a switchover to db-2.", "Run a failover to db-2.", True),
])
def test_switch_over_in_prose_is_no_switchover(golden, candidate, swap):
    assert pair_drift(golden, candidate).strong == swap


def test_walking_someone_through_something_is_a_review_for_the_split_halves():
    from wfgate.metrics.granularity import content_words
    assert content_words("Walk the DPO through those numbers.") \
        == content_words("Review the DPO those numbers.")
    assert "review" in content_words("A second engineer goes through the diff line by line.")
    assert "review" not in content_words("Run the traffic through the new balancer.")
    golden = from_texts(["Open CHG-1.", "Preview the archive move and review it with the DPO: "
                         "`doveadm search -A mailbox INBOX savedbefore 2015-01-01 | wc -l`.",
                         "Close CHG-1."])
    candidate = from_texts(["Open CHG-1.", "Count what the archive move would cover with "
                            "`doveadm search -A mailbox INBOX savedbefore 2015-01-01 | wc -l`.",
                            "Walk the DPO through those numbers before anything is moved.",
                            "Close CHG-1."])
    alignment = aligned([(0, 0), (1, 1), (2, 3)], 3, 4, sim=0.95,
                        extra={(1, 1): 0.89, (1, 2): 0.23})
    assert [(s.golden, s.candidates) for s in find_splits(alignment, golden, candidate, MERGE)] \
        == [(1, (1, 2))]


@pytest.mark.parametrize(("golden", "candidate", "swap"), [
    ("Set the emergency rope brake EB-1 and lock out the main drive at DS-1.",
     "Release the emergency rope brake EB-1 and lock out the main drive at DS-1.",
     ("brake on", "brake off")),
    ("Put the stalls' parking brake on and check the hitch pin is in.",
     "Take the stalls' parking brake off and check the hitch pin is in.",
     ("brake on", "brake off")),
    ("Set points P61 away from road 6 and hang the red board at the wash entrance.",
     "Set points P61 away from road 6 and take the red board down at the wash entrance.",
     ("board on", "board off")),
    # the same side in other words
    ("Apply the brake on hoist H-2.", "Set the hoist H-2 brake.", None),
    ("Release the brake on hoist H-2.", "Take the brake off hoist H-2.", None),
    # on as a preposition is no side; a negated taking off keeps it on
    ("Take the rope clamps off both ropes once every trade has signed the sheet.",
     "Once every trade has signed the sheet, the clamps come off the rope; the rope clamps "
     "on both ropes are then free.", None),
    ("Sign the permit; no lock comes off before he has signed.",
     "Sign the permit; until then every lock stays on.", None),
])
def test_a_restraint_put_on_and_taken_off(golden, candidate, swap):
    from wfgate.metrics.operations import restraint_released
    assert restraint_released(golden, candidate) == swap
    drift = pair_drift(golden, candidate)
    assert ("ID418" in drift.rules and drift.strong) == (swap is not None)
    assert "ID418" not in pair_drift(golden, candidate, disabled=frozenset({"ID418"})).rules


@pytest.mark.parametrize(("golden", "candidate", "swap"), [
    # the kept thing is named by two of its words, not by one it shares with another clause's
    ("Stop dosing pumps DP-Cl and DP-pH, close valve V-HY1 and keep the circulation pumps "
     "running.", "Stop dosing pumps DP-Cl and DP-pH, close valve V-HY1 and stop the "
     "circulation pumps as well.", True),
    # a state kept for a thing named by many words
    ("Raise frost alarm FA-PH to 16 °C and keep the out-of-hours call-out to the duty "
     "gardener active.", "Raise frost alarm FA-PH to 16 °C and suspend the out-of-hours "
     "call-out to the duty gardener.", True),
    # the golden's "do not inhibit it" undoes nothing; the candidate's inhibit does
    ("Close the platform and keep the WM-1 alarm active; do not inhibit it.",
     "Close the platform and inhibit the WM-1 alarm for the duration of the work.", True),
    # the golden undoes it itself, later
    ("Keep brine pump P-1 running for 7 days, then stop it.",
     "Leave brine pump P-1 running for 7 days and stop it afterwards.", False),
])
def test_a_kept_state_undone_reads_the_thing_and_prefers_the_strong_swap(golden, candidate,
                                                                          swap):
    drift = pair_drift(golden, candidate)
    assert drift.strong == swap
    assert ("ID406" in drift.rules) == swap


def test_a_state_kept_shut_without_a_condition_is_no_gate():
    from wfgate.metrics.roles import gates
    assert gates("The RR-1 door stays shut until the trap is vented.")
    assert not gates("The RR-1 door stays shut.")
    assert not gates("The RR-1 door stays shut while the crew works.")


@pytest.mark.parametrize(("golden", "candidate", "swapped"), [
    # two valves' opposite operations exchanged: the same words, on the other valve each
    ("Re-open V-10A and close KV-11 to return the launcher to normal flow.",
     "Close V-10A and open KV-11 fully to keep the launcher on bypass flow.", True),
    ("Enable `feature-b7` and disable `feature-a3` on edge-2.",
     "Disable `feature-b7` and enable `feature-a3` on edge-2.", True),
    # the same operations in another order, or one read in a subordinate clause, are kept
    ("Re-open V-10A and close KV-11 to return the launcher to normal flow.",
     "Close KV-11 and open V-10A again so the launcher returns to normal flow.", False),
    ("Open V-1 after closing V-2.", "Close V-2, then open V-1.", False),
    ("Start P-1 and stop P-2.", "Stop P-2; start P-1.", False),
])
def test_opposite_operations_exchanged_between_two_named_things(golden, candidate, swapped):
    drift = pair_drift(golden, candidate)
    assert drift.strong is swapped and ("ID422" in drift.rules) is swapped, drift


ZONES = ["Open CR-7", "Back up the PDBs.",
         "Drain the 4 old nodes in zone b with `kubectl drain -l zone=b --ignore-daemonsets`.",
         "Drain the 4 old nodes in zone c with `kubectl drain -l zone=c --ignore-daemonsets`.",
         "Close CR-7"]


@pytest.mark.parametrize(("half", "split"), [
    # too few of its words from the golden step to be a half on the words alone
    ("Begin with zone b, which currently holds 4 of the old nodes on the legacy pool.", True),
    ("Page the payments on-call before the drain.", False),  # brings back nothing left out
])
def test_a_loose_half_s_partner_may_be_less_alike_than_a_step_another_golden_step_holds(
        half, split):
    # the golden zone-b step is more alike the candidate's zone-c step (golden step 3 written
    # word for word) than its own partner: the zone-c step is golden step 3's, no rival
    candidate = from_texts([ZONES[0], ZONES[1], half,
                            "Drain them: `kubectl drain -l zone=b --ignore-daemonsets`.",
                            ZONES[3], ZONES[4]])
    alignment = aligned([(0, 0), (1, 1), (2, 3), (3, 4), (4, 5)], 5, 6, sim=0.95,
                        extra={(2, 3): 0.87, (2, 4): 0.99, (3, 4): 1.0, (2, 2): 0.4})
    found = find_splits(alignment, from_texts(ZONES), candidate, MERGE)
    assert [(s.golden, s.candidates) for s in found] == ([(2, (2, 3))] if split else [])
    # a rival no golden step holds as closely still makes the partner no close one
    rival = aligned([(0, 0), (1, 1), (2, 3), (3, 4), (4, 5)], 5, 6, sim=0.95,
                    extra={(2, 3): 0.87, (2, 4): 0.99, (3, 4): 0.7, (2, 2): 0.4})
    if split:
        assert find_splits(rival, from_texts(ZONES), candidate, MERGE) == ()


@pytest.mark.parametrize(("half", "split"), [
    ("Poll the backup until its state reads SUCCEEDED.", True),  # polling is waiting
    ("Tag the backup as SUCCEEDED.", False),
])
def test_polling_a_state_is_waiting_for_it_for_the_split_halves(half, split):
    golden = from_texts(["Open CR-7", "Cut a restore point with `gbackup create pre-7` and wait "
                         "until it shows SUCCEEDED.", "Close CR-7"])
    candidate = from_texts(["Open CR-7", "Create the restore point pre-7: `gbackup create "
                            "pre-7`.", half, "Close CR-7"])
    alignment = aligned([(0, 0), (1, 1), (2, 3)], 3, 4, sim=0.95,
                        extra={(1, 1): 0.9, (1, 2): 0.4})
    found = find_splits(alignment, golden, candidate, MERGE)
    assert [(s.golden, s.candidates) for s in found] == ([(1, (1, 2))] if split else [])


@pytest.mark.parametrize(("golden", "candidate", "swap"), [
    # wiping a surface down is cleaning it
    ("Decontaminate all surfaces with 1 % Virkon S for 10 minutes.",
     "Wipe down every surface with 1 % Virkon S, leaving 10 minutes of contact time.", False),
    ("Clean the benches of lab B3 with 70 % ethanol.", "Wipe the benches of lab B3 with 70 % "
     "ethanol.", False),
    ("Archive the scratch volume vol-3.", "Wipe the scratch volume vol-3.", True),
])
def test_wiping_a_surface_is_no_destruction(golden, candidate, swap):
    assert pair_drift(golden, candidate).strong is swap


def test_a_setting_s_name_is_no_removal_and_a_rewrite_turned_destructive_stays_strong():
    golden = ("Keep the old table and its recovery point for 35 days: enable deletion "
              "protection on `orders-v2`, tag it `delete-after=2025-09-21`, and confirm that the "
              "recovery point in vault `ddb-retain-35d` shows `DeleteAfterDays` 35.")
    candidate = ("The new table has its own recovery now, so free the old copy: delete the "
                 "recovery point of `orders-v2` from vault `ddb-retain-35d` with `aws backup "
                 "delete-recovery-point --backup-vault-name ddb-retain-35d`, and tag the old "
                 "table `delete-after=2025-09-21`.")
    assert destructive_shift(golden, candidate) == ("keep", "delete")
    drift = pair_drift(golden, candidate)
    assert drift.strong and "ID403" in drift.rules, drift
    # switched off, the destructive shift no longer keeps the rewrite's replacement strong
    assert not pair_drift(golden, candidate, disabled=frozenset({"ID403"})).strong
    # the tag alone, written in both, removes nothing
    assert destructive_shift("Tag `orders-v2` with `delete-after=2025-09-21`.",
                             "Put the tag `delete-after=2025-09-21` on `orders-v2`.") is None


CRDB = ["Open CHG-9.", "Drain crdb-08 (node 8) with `cockroach node drain 8`.",
        "Decommission crdb-08 (node 8): `cockroach node decommission 8 --wait=all`, until node "
        "8 shows 0 replicas.", "Check that the cluster has 0 under-replicated ranges.",
        "Close CHG-9."]


@pytest.mark.parametrize(("rewrite", "at", "compared"), [
    # the step rewritten in place around another operation: compared, a strong drift
    ("Power off crdb-08 straight away instead of waiting: `aws ec2 stop-instances --force "
     "--instance-ids i-08b2d4`.", 2, True),
    # no name of the golden step: two unrelated steps the matching paired off
    ("Power off the spare instance straight away: `aws ec2 stop-instances --force "
     "--instance-ids i-08b2d4`.", 2, False),
])
def test_a_step_rewritten_in_place_around_another_operation_is_compared(rewrite, at, compared):
    golden = from_texts(CRDB)
    candidate = from_texts([*CRDB[:at], rewrite, *CRDB[at + 1:]])
    alignment = aligned(identity(5), 5, 5, sim=0.95, extra={(at, at): 0.5})
    findings = by_mode(find_all(alignment, golden, candidate, MERGE), "tool_drift")
    assert bool(findings and findings[0].strong) is compared, findings


def test_a_step_rewritten_elsewhere_in_the_graph_is_not_compared():
    golden = from_texts(CRDB)
    # the rewrite stands after the check, not between the drain and the check
    texts = [CRDB[0], CRDB[1], CRDB[3], "Power off crdb-08 straight away: `aws ec2 "
             "stop-instances --force --instance-ids i-08b2d4`.", CRDB[4]]
    candidate = from_texts(texts)
    alignment = aligned([(0, 0), (1, 1), (2, 3), (3, 2), (4, 4)], 5, 5, sim=0.95,
                        extra={(2, 3): 0.5})
    assert not by_mode(find_all(alignment, golden, candidate, MERGE), "tool_drift")


@pytest.mark.parametrize(("half", "split"), [
    ("Then the third cabinet, BSC-3, the same way.", True),
    ("Then restart the third cabinet, BSC-3.", False),  # adds an operation
])
def test_starting_with_some_targets_is_no_operation_of_its_own(half, split):
    golden = from_texts(["Open CHG-2", "Recertify the 3 Class II cabinets BSC-1, BSC-2 and BSC-3 "
                         "to EN 12469: inflow at least 0.4 m/s and a filter integrity scan.",
                         "Close CHG-2"])
    candidate = from_texts(["Open CHG-2", "Start recertifying the 3 Class II cabinets to EN "
                            "12469 with BSC-1 and BSC-2: inflow at least 0.4 m/s and a filter "
                            "integrity scan.", half, "Close CHG-2"])
    alignment = aligned([(0, 0), (1, 1), (2, 3)], 3, 4, sim=0.95,
                        extra={(1, 1): 0.97, (1, 2): 0.54})
    found = find_splits(alignment, golden, candidate, MERGE)
    assert [(s.golden, s.candidates) for s in found] == ([(1, (1, 2))] if split else [])


@pytest.mark.parametrize(("text", "review"), [
    ("Render the chart without installing it: `helm template c ./chart > r.yaml`.", True),
    ("Read the rendered ConfigMap `cilium-config` through with @jnowak.", True),
    ("Read the plan through, line by line.", True),
    ("Read the metrics through the API.", False),  # through a thing: no review
    ("Read the log of db-2.", False),
])
def test_a_change_read_through_or_rendered_without_making_it_is_a_review(text, review):
    assert ("review" in guard_words(text)) is review


def test_a_dropped_render_read_through_before_the_install_is_a_dropped_guard():
    golden = from_texts(["Open CHG-6.",
                         "Render the chart without installing it, `helm template c ./chart > "
                         "r.yaml`, and read the rendered ConfigMap through with @jnowak.",
                         "Install the chart: `helm install c ./chart`.", "Close CHG-6."])
    assert guard_roles(golden) == {1: "review"}


@pytest.mark.parametrize(("guard", "guarded"), [
    # a check with a bound in degrees, a run at a limit before the limit is lifted
    ("Run 30 minutes at 1,500 kW: bearing temperatures TT-3 and TT-4 under 75 °C",
     "Lift the limit to the full 3,450 kW"),
    # a withdrawal is a change of state a confirmation guards
    ("Confirm the parent serves both DS records: `dig +short DS corp.net` must list 41872",
     "Withdraw the old DS at the registrar: `regctl ds del corp.net --keytag 41872`"),
])
def test_a_bound_in_degrees_and_a_withdrawal_make_a_guard(guard, guarded):
    workflow = from_texts(["Open ticket OPS-12", guard, guarded])
    assert guard_roles(workflow) == {1: "verification"}


RETENTION = ["Get the manager to sign the removal list before any snapshot is forgotten.",
             "Apply the retention without pruning: `restic -r s3:https://s3.example.net/nas "
             "forget --keep-daily 14 --keep-weekly 8`.",
             "Check that `restic -r s3:https://s3.example.net/nas snapshots` now lists 224."]


@pytest.mark.parametrize(("half", "split"), [
    # the command's own verb, in prose, before the command: a half
    ("Forget snapshots according to the new policy, leaving the data itself in place.", True),
    # another verb, an operation of its own, a name or a value the step lacks, or code
    ("Delete snapshots according to the new policy.", False),
    ("Forget snapshots according to the new policy, then restart the backup timer.", False),
    ("Forget snapshots according to the new policy on nas-03.", False),
    ("Forget snapshots older than 400 days.", False),
    ("Forget snapshots with `restic forget --prune`.", False),
])
def test_a_half_that_names_the_command_by_its_verb(half, split):
    candidate = from_texts([RETENTION[0], half, "The command, with no prune, is `restic -r "
                            "s3:https://s3.example.net/nas forget --keep-daily 14 "
                            "--keep-weekly 8`.", RETENTION[2]])
    alignment = aligned([(0, 0), (1, 2), (2, 3)], 3, 4, sim=0.95,
                        extra={(1, 2): 0.88, (1, 1): 0.23, (0, 1): 0.56, (2, 1): 0.2})
    found = find_splits(alignment, from_texts(RETENTION), candidate, MERGE)
    assert [(s.golden, s.candidates) for s in found] == ([(1, (1, 2))] if split else [])


@pytest.mark.parametrize(("golden", "candidate", "shift"), [
    # closing a port is removing the rule that let it through
    ("Close UDP 4789 between 10.20.1.0/24 and 10.20.2.0/24 on fw-r1 (rule `k8s-vxlan-4789`).",
     "On fw-r1, remove rule `k8s-vxlan-4789`, which let UDP 4789 pass between 10.20.1.0/24 "
     "and 10.20.2.0/24.", None),
    ("Block TCP 22 on fw-1.", "Delete the inbound rule for TCP 22 on fw-1.", None),
    # a removal beside the rule's, the firewall itself, a rule set, or a ticket deleted
    ("Close TCP 22 on fw-1.", "Delete the inbound rule for TCP 22 on fw-1 and delete the VM.",
     ("close", "delete")),
    ("Close TCP 22 on fw-1.", "Delete firewall fw-1.", ("close", "delete")),
    ("Close TCP 22 on fw-1.", "Remove the whole rule set of fw-1.", ("close", "remove")),
    ("Close ticket CHG-1.", "Delete ticket CHG-1.", ("close", "delete")),
])
def test_closing_a_way_through_is_removing_the_rule_that_opened_it(golden, candidate, shift):
    assert destructive_shift(golden, candidate) == shift


ALARM = "Take the CR-2 alarm channel in `tempmon` out of maintenance mode and back to active."


@pytest.mark.parametrize(("golden", "candidate", "kept"), [
    # the step kept as it is, saying it does not do what the golden step does
    (ALARM, "Leave the CR-2 alarm channel in `tempmon` in maintenance mode instead of "
            "returning it to active.", ("take", "leave the cr-2 alarm channel in")),
    ("Page the on-call DBA.", "Leave a note in the channel instead of paging the on-call DBA.",
     ("page", "leave a note in the channel")),
    # the golden's change said another way, a golden that negates too, a reason of its own
    (ALARM, "Return the CR-2 alarm channel in `tempmon` from maintenance mode to active.", None),
    ("Start the backup now; do not wait for the nightly run.",
     "Start the backup now instead of waiting for the nightly run.", None),
    ("Post the summary in the incident channel.", "Leave the summary in the incident channel "
                                                 "rather than mailing it.", None),
])
def test_a_state_kept_instead_of_the_golden_s_change(golden, candidate, kept):
    assert state_kept(golden, candidate, BUILTIN) == kept
