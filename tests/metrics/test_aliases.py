"""Another spelling of the same command is no drift: a short flag for its long form (ID206), a
path's closing slash (ID207), a tool said by its product's name, a global flag written before
the subcommand, a count in words, a phrase written with hyphens; the swaps beside them are
still caught."""

from __future__ import annotations

import pytest

from wfgate.metrics.aliases import written_alike
from wfgate.metrics.findings import pair_drift
from wfgate.metrics.shapes import shape


@pytest.mark.parametrize(("golden", "candidate"), [
    ("Check the pods with `kubectl get pods -n monitoring`.",
     "Look at the pods using `kubectl get pods --namespace monitoring`."),
    ("Check the old repository: `restic -r rest:https://b01:8000/nas/ check`.",
     "Run the integrity check: `restic --repo rest:https://b01:8000/nas/ check`."),
    ("Leave maintenance: `esxcli system maintenanceMode set --enable false`.",
     "Take the host out of maintenance with `esxcli system maintenanceMode set -e false`."),
    ("Connect with `psql --port=5433 -d orders`.", "Connect with `psql -p 5433 -d orders`."),
    ("Back up /etc/haproxy/ to /srv/chg-1/.", "Back up /etc/haproxy to /srv/chg-1."),
    ("Probe `curl -sI https://shop.example.net/`.", "Probe `curl -sI https://shop.example.net`."),
    ("Check `kubectl -n payments get sts ledger-db`.",
     "Confirm: `kubectl get sts ledger-db -n payments`."),
    ("Run `db.adminCommand({ping: 1})` in mongosh.",
     "In the MongoDB shell, run `db.adminCommand({ping: 1})`."),
    ("Save `mongosh --host m1.db --eval 'rs.status()'` as the starting state.",
     "Save the state from the MongoDB shell: `mongosh --host m1.db --eval 'rs.status()'`."),
    ("Open CHG-5 for rs-cart (m-1, m-2, m-3 and m-4).",
     "Open CHG-5: the four members of rs-cart (m-1, m-2, m-3 and m-4)."),
    ("Image the disk with `dc3dd if=/dev/sdb of=/cases/ev.dd`.",
     "Make a bit-for-bit image with `dc3dd if=/dev/sdb of=/cases/ev.dd`."),
    ("Pre-stage the packages from the mirror.", "Download the packages from the mirror."),
])
def test_another_spelling_of_the_same_command_is_no_drift(golden, candidate):
    drift = pair_drift(golden, candidate)
    assert not drift, drift.describe()


@pytest.mark.parametrize(("golden", "candidate"), [
    # another value: no alias, a replaced value
    ("Check with `kubectl get pods -n monitoring`.",
     "Check with `kubectl get pods --namespace billing`."),
    # a safety flag is never a short flag's long form
    ("Clean with `git clean -d -x`.", "Clean with `git clean --dry-run -x`."),
    ("Delete with `tool purge -f cache`.", "Delete with `tool purge --force cache`."),
    # rsync: the source's closing slash means its contents
    ("Sync with `rsync -a /srv/data/ nas:/srv/data`.",
     "Sync with `rsync -a /srv/data nas:/srv/data`."),
    # another path still replaces the path
    ("Back up /etc/haproxy/ first.", "Back up /etc/nginx/ first."),
    # a tool by another tool, and another subcommand after a global flag
    ("Run `db.x()` in mongosh.", "Run `db.x()` in mysql."),
    ("Check `kubectl -n payments get sts ledger-db`.",
     "Check `kubectl -n payments delete sts ledger-db`."),
    # a count replaced by another
    ("Scale to three replicas.", "Scale to five replicas."),
])
def test_the_swaps_beside_them_are_still_caught(golden, candidate):
    assert pair_drift(golden, candidate).strong


def test_the_candidate_is_written_as_the_golden_writes_it():
    gold, cand, _, ctx = written_alike("Run `kubectl get po -n web` in /srv/x/.",
                                       "Run `kubectl get po --namespace web` in /srv/x.",
                                       "", "then `kubectl logs --namespace web`")
    assert gold == "Run `kubectl get po -n web` in /srv/x."
    assert cand == "Run `kubectl get po -n web` in /srv/x."
    assert ctx == "then `kubectl logs -n web`"


def test_a_phrase_or_a_prefixed_word_is_no_name_but_a_name_stays_one():
    assert shape("bit-for-bit") is None and shape("end-to-end") is None
    assert shape("Pre-stage") is None and shape("re-run") is None
    assert shape("payments-api-gateway") == "name" and shape("staging-eu") == "name"


@pytest.mark.parametrize(("golden", "candidate", "alike"), [
    # a tool's documented short spelling whose letter is another
    ("Restart it: `kubectl -n kube-system delete pod -l k8s-app=cilium`.",
     "Recycle it with `kubectl --namespace kube-system delete pod --selector k8s-app=cilium`.",
     True),
    ("Rehearse with `rsync -a -n /srv/a/ nas:/srv/a/`.",
     "Rehearse with `rsync -a --dry-run /srv/a/ nas:/srv/a/`.", True),
    ("Render it with `helm template c ./chart -f values.yaml`.",
     "Render it with `helm template c ./chart --values values.yaml`.", True),
    # only for that tool, and only with the same value
    ("List it with `ls -l /srv/a`.", "List it with `ls --selector /srv/a`.", False),
    ("Restart it: `kubectl delete pod -l k8s-app=cilium`.",
     "Restart it: `kubectl delete pod --selector k8s-app=calico`.", False),
    # the safety flag dropped is still dropped
    ("Rehearse with `rsync -a -n /srv/a/ nas:/srv/a/`.",
     "Rehearse with `rsync -a /srv/a/ nas:/srv/a/`.", False),
])
def test_a_tool_s_documented_short_spelling_is_its_long_flag(golden, candidate, alike):
    drift = pair_drift(golden, candidate)
    assert (not drift.strong) is alike, drift.describe()
    if alike:
        assert not drift, drift.describe()


@pytest.mark.parametrize(("candidate", "context", "alike"), [
    # the range in two parts: here and in the split half after it
    ("Wave 1 starts with k8s-w02..k8s-w04: migrate them one at a time.",
     "Then the rest of wave 1, k8s-w05..k8s-w08, the same way.", True),
    ("Wave 1 starts with k8s-w02..k8s-w04: migrate them one at a time.",
     "Then k8s-w05, k8s-w06, k8s-w07 and k8s-w08 the same way.", True),
    # narrowed, the rest nowhere or only in part: a replacement
    ("Wave 1 starts with k8s-w02..k8s-w04: migrate them one at a time.", "", False),
    ("Wave 1 starts with k8s-w02..k8s-w04: migrate them one at a time.",
     "Then k8s-w05..k8s-w07 the same way.", False),
    # widened past the range: a replacement
    ("Wave 1: migrate k8s-w02..k8s-w09 one at a time.", "", False),
])
def test_a_range_written_in_parts_is_the_range(candidate, context, alike):
    drift = pair_drift("Wave 1: migrate k8s-w02..k8s-w08 one node at a time.", candidate,
                       candidate_context=context)
    assert (not drift.strong) is alike, drift.describe()


@pytest.mark.parametrize(("golden", "candidate", "alike"), [
    # ID209: a long flag's value joined by "=" or by a space, either way round
    ("Submit it: `regctl ds add corp.net --keytag 5517 --alg 13`.",
     "Add the DS with its client: `regctl ds add corp.net --alg=13 --keytag=5517`.", True),
    ("Create it: `pgbackrest --stanza=ledger --repo=2 stanza-create`.",
     "Create the stanza with `pgbackrest --repo 2 --stanza ledger stanza-create`.", True),
    ("Scale it down with `kubectl scale deploy/web --replicas=0`.",
     "Scale it down with `kubectl scale deploy/web --replicas 0`.", True),
    # another value joined either way is still another value
    ("Scale it down with `kubectl scale deploy/web --replicas=0`.",
     "Scale it down with `kubectl scale deploy/web --replicas 3`.", False),
    ("Submit it: `regctl ds add corp.net --keytag 5517`.",
     "Submit it: `regctl ds add corp.net --keytag=5518`.", False),
    # a quoted command's options in another order (ID102), its words in the same order
    ("Run `bolt command run 'puppet agent -t --noop --tags ssh_ca' --targets pilot`.",
     "Run `bolt command run 'puppet agent --noop -t --tags ssh_ca' --targets pilot`.", True),
    ("Run `bolt command run 'puppet agent -t --noop --tags ssh_ca' --targets pilot`.",
     "Run `bolt command run 'puppet agent -t --tags ssh_ca' --targets pilot`.", False),
])
def test_a_value_joined_another_way_or_options_in_another_order_are_the_same(golden, candidate,
                                                                              alike):
    drift = pair_drift(golden, candidate)
    assert (not drift.strong) is alike, drift.describe()


def test_the_candidate_s_value_is_joined_as_the_golden_joins_it():
    _, cand, _, ctx = written_alike("Wait: `kubectl rollout status deploy/web --timeout=120s`.",
                                    "Wait with `kubectl rollout status deploy/web --timeout 120s`.",
                                    "", "then `kubectl get deploy/web --timeout 120s`")
    assert cand == "Wait with `kubectl rollout status deploy/web --timeout=120s`."
    assert ctx == "then `kubectl get deploy/web --timeout=120s`"


@pytest.mark.parametrize(("golden", "candidate", "alike"), [
    # an acronym spelled out where it was written (ID201), once or every time
    ("Generate the new KSK with `dnssec-keygen -f KSK -K /var/named/keys corp.net`.",
     "Create the incoming key-signing key with BIND's key generator, `dnssec-keygen -K "
     "/var/named/keys -f KSK corp.net`.", True),
    ("Return WTG-14 to service from the SCADA console.",
     "Return WTG-14 to service from the supervisory control and data acquisition console.",
     True),
    # its words nowhere: the acronym is replaced
    ("Return WTG-14 to service from the SCADA console.",
     "Return WTG-14 to service from the DCIMS console.", False),
    ("Generate the new KSK with `dnssec-keygen -f KSK -K /var/named/keys corp.net`.",
     "Create the incoming key with BIND's key generator, `dnssec-keygen -K "
     "/var/named/keys -f KSK corp.net`.", False),
])
def test_an_acronym_spelled_out_is_the_acronym(golden, candidate, alike):
    drift = pair_drift(golden, candidate)
    assert (not drift.strong) is alike, drift.describe()
    if alike:
        assert not drift, drift.describe()


@pytest.mark.parametrize(("golden", "candidate", "strong"), [
    # restore said as "bring back": the padlock taken off in words is no swap
    ("Restore the DC supply: remove padlock L-GB-2 and switch charger BC-B on.",
     "Bring back the DC supply: padlock L-GB-2 off, charger BC-B on.", False),
    # an exception turned into an inclusion is a swap
    ("Purge every ~/.ssh/authorized_keys except /home/ops/.ssh/authorized_keys.",
     "Purge every ~/.ssh/authorized_keys including /home/ops/.ssh/authorized_keys.", True),
])
def test_restore_said_another_way_passes_and_an_exception_made_an_inclusion_fails(
        golden, candidate, strong):
    assert pair_drift(golden, candidate).strong is strong, pair_drift(golden, candidate).describe()


@pytest.mark.parametrize(("golden", "candidate", "alike"), [
    # a percentage in words, a repository named by its flag and value, a tool by its product
    ("Watch: bounces in /var/log/mail.log under 0.5 % for 15 minutes.",
     "Watch for a quarter of an hour: /var/log/mail.log must show under half a per cent "
     "bounces.", True),
    ("Back up: `pgbackrest --stanza=ledger --repo=2 --type=full backup`.",
     "Back up into repo2: `pgbackrest --type=full --repo=2 --stanza=ledger backup`.", True),
    ("Take a copy: on pg-l02 run `pg_dump -Fd -f /srv/dump/l ledger`.",
     "Dump the database with PostgreSQL's dump tool on pg-l02, `pg_dump -Fd -f /srv/dump/l "
     "ledger`.", True),
    # another share, another repository, another product: not the same
    ("Watch: bounces in /var/log/mail.log under 0.5 % for 15 minutes.",
     "Watch for a quarter of an hour: /var/log/mail.log must show under a quarter of a per "
     "cent bounces.", False),
    ("Back up: `pgbackrest --stanza=ledger --repo=2 --type=full backup`.",
     "Back up into repo3: `pgbackrest --type=full --repo=2 --stanza=ledger backup`.", False),
    ("Take a copy: on pg-l02 run `pg_dump -Fd -f /srv/dump/l ledger`.",
     "Dump the database with MySQL's dump tool on pg-l02, `pg_dump -Fd -f /srv/dump/l "
     "ledger`.", False),
])
def test_a_value_or_a_name_said_in_words_is_the_same(golden, candidate, alike):
    drift = pair_drift(golden, candidate)
    assert (not drift) is alike, drift.describe()
