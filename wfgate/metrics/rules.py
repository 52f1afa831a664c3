"""The identifier comparison's rules, declared once: everything that lists, documents, cites
or switches off a rule reads this registry (the findings' rule codes, ``wfgate rules``,
docs/rules.md, the ``rules:`` section of the configuration, the rules' own tests).

Each rule has a code, a name, its stage (extract: what an identifier is; explain: what the
other side accounts for; replace: which identifier stands in for another; edit: a step written
again with one change), whether what it finds is strong evidence, whether it may be switched
off, a one-paragraph doc, and examples: a swap it must catch and a rewording it must let pass
(golden text, candidate text). The tuple's order is the order of application. Only rules
whose removal cannot change what a later rule sees are switchable: the edit stage's, which
run last and only add.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Stage = Literal["extract", "explain", "replace", "edit"]
STAGES: tuple[Stage, ...] = ("extract", "explain", "replace", "edit")


@dataclass(frozen=True)
class RuleSpec:
    """One rule of the comparison (module docstring)."""

    code: str
    name: str
    stage: Stage
    strong: bool
    switchable: bool
    doc: str
    catches: tuple[str, str]  # a swap it must catch: (golden, candidate)
    passes: tuple[str, str]  # a rewording it must let pass

    def to_dict(self) -> dict:
        return {"code": self.code, "name": self.name, "stage": self.stage,
                "strong": self.strong, "switchable": self.switchable, "doc": self.doc,
                "catches": list(self.catches), "passes": list(self.passes)}


RULES: tuple[RuleSpec, ...] = (
    RuleSpec(
        "ID101", "cron-schedule", "extract", False, False,
        "A five-field cron schedule (``0 2 * * *``) is one identifier, compared field by "
        "field as written.",
        ("Schedule the job with `0 2 * * *`.", "Schedule the job with `0 3 * * *`."),
        ("Schedule the job with `0 2 * * *`.", "Set the job's schedule to `0 2 * * *`.")),
    RuleSpec(
        "ID102", "quoted-string", "extract", False, False,
        "A string in double quotes (or single quotes around more than a letter) is an "
        "identifier, compared case-insensitively; a quoted command's options in any order "
        "(``'puppet agent -t --noop'`` = ``'puppet agent --noop -t'``).",
        ('Post "deploy frozen" in the channel.', 'Post "deploy open" in the channel.'),
        ('Post "deploy frozen" in the channel.', 'Write "deploy frozen" in the channel.')),
    RuleSpec(
        "ID103", "setting", "extract", False, False,
        "A ``key=value`` word, or ``key: value`` in a code span (YAML), is a setting: its "
        "key names what it sets, so another value for the same key replaces it.",
        ("Apply with `replicas=3`.", "Apply with `replicas=5`."),
        ("Apply with `replicas=3`.", "Run the apply with `replicas=3`.")),
    RuleSpec(
        "ID104", "named-label", "extract", False, False,
        "A word between a determiner and a label noun (``the payments namespace``), or "
        "closing a label noun's phrase (``namespace payments``), names a thing of that kind; "
        "an environment there keys as its long form (the prod context = the production "
        "context), and a leading adverb is no part of the name (the now-empty bucket = the "
        "empty bucket).",
        ("Switch to the payments namespace.", "Switch to the billing namespace."),
        ("Switch to the payments namespace.", "Change to the payments namespace.")),
    RuleSpec(
        "ID105", "command", "extract", False, False,
        "A tool of the lexicon (or one by its ending, ``*ctl``, ``*-cli``, ``*.sh``, or a "
        "word directly followed by a flag) is a command; up to two words after it in its "
        "clause are its subcommands (``terraform plan``, ``docker compose down``), after "
        "one flag with its value written first (``kubectl -n web get pods`` = ``kubectl get "
        "pods -n web``); a tool in a code span after ``that`` is a command still.",
        ("Run terraform plan in the stack.", "Run terraform apply in the stack."),
        ("Run terraform plan in the stack.", "Execute terraform plan in the stack.")),
    RuleSpec(
        "ID106", "sql-table", "extract", False, False,
        "The word after ``FROM``, ``INTO``, ``UPDATE``, ``JOIN`` or ``TABLE`` is a table.",
        ("Count rows `SELECT count(*) FROM orders`.",
         "Count rows `SELECT count(*) FROM invoices`."),
        ("Count rows `SELECT count(*) FROM orders`.",
         "Count the rows: `SELECT count(*) FROM orders`.")),
    RuleSpec(
        "ID107", "flag", "extract", False, False,
        "A flag (``--force``, ``-n``) is an identifier, compared case-sensitively and whole; "
        "the word after a flag that takes none with ``=`` is its value (``-n payments``).",
        ("Restart with `systemctl restart nginx --no-block`.",
         "Restart with `systemctl restart nginx --force`."),
        ("Restart with `systemctl restart nginx --no-block`.",
         "Restart it with `systemctl restart nginx --no-block`.")),
    RuleSpec(
        "ID108", "quantity", "extract", False, False,
        "A number with its unit is compared by value in its dimension's base unit "
        "(``60 minutes`` = ``an hour`` = ``1h``, ``0.1 s`` = ``100 ms``, ``fourteen-day`` = "
        "``14-day``); the units are the lexicon's.",
        ("Wait 5 minutes for the pods.", "Wait 50 minutes for the pods."),
        ("Wait 5 minutes for the pods.", "Wait five minutes for the pods.")),
    RuleSpec(
        "ID109", "identifier-shape", "extract", False, False,
        "A word shaped like an identifier is one: a region, a version, a path, a host, an "
        "e-mail address, a ``#channel``, a function call, a snake_case, camelCase or "
        "hyphenated name, an all-caps constant (not an English compound such as re-run or "
        "pre-stage, nor a phrase such as bit-for-bit or end-to-end).",
        ("Fail over to eu-west-1.", "Fail over to us-east-1."),
        ("Fail over to eu-west-1.", "Fail over into eu-west-1.")),
    RuleSpec(
        "ID110", "environment", "extract", False, False,
        "A deployment environment of the lexicon is an identifier wherever it stands; its "
        "short forms key as its long form (prod = production).",
        ("Deploy the build to staging.", "Deploy the build to production."),
        ("Deploy the build to production.", "Deploy the build to prod.")),
    RuleSpec(
        "ID111", "operation", "extract", False, False,
        "A verb of the lexicon's operations names an operation where it opens its clause or "
        "follows a word that leads one (``then``, ``must``, ``is``); a technical one counts "
        "anywhere. Alone it counts only when another operation replaces it; one said not to "
        "happen (``nothing is deleted until ...``), a comparative (``closer than``), "
        "paperwork (``open a ticket``), a noun's modifier (``the rollback snapshots``) and a "
        "loose verb after ``is`` or before a value (``release 4.2.1``) are none.",
        ("Cordon the node.", "Delete the node."),
        ("Cordon the node.", "Cordon the node first.")),
    RuleSpec(
        "ID112", "closed-class", "extract", False, False,
        "A word of a closed class of the lexicon (a boolean, a comparison operator, a "
        "weekday, a blue/green slot, a replication role, a tier, a contrast such as oldest / "
        "latest) is an identifier that counts only when another of its class replaces it. "
        "A bound (above / below) replaced by its opposite where one side says when the "
        "check fails and the other when it passes is the same bound (``at or above 50 ms is "
        "a fail`` = ``must stay below 50 ms``).",
        ("Restore the latest snapshot.", "Restore the oldest snapshot."),
        ("Restore the latest snapshot.", "Restore the newest snapshot.")),
    RuleSpec(
        "ID113", "proper-noun", "extract", False, False,
        "A capitalised word in mid-clause names a team or a product (``Payments``, "
        "``Slack``); it counts when another capitalised name replaces it. One right after "
        "``not`` names what the step does not act on (``Archived (not Deleted)``), none.",
        ("Notify the Payments team in Slack.", "Notify the Billing team in Slack."),
        ("Notify the Payments team in Slack.", "Tell the Payments team in Slack.")),
    RuleSpec(
        "ID114", "code-word", "extract", False, False,
        "A word in a code span is an identifier whatever its shape; a span of two to six "
        "words in title case (``Out of Clinical Use``) is one as a whole, a value a step sets: "
        "its words explain no other value where the other side does not write the span "
        "(``to `Clinical` `` replaces it).",
        ("Set the reclaim policy `Retain`.", "Set the reclaim policy `Recycle`."),
        ("Set the reclaim policy `Retain`.", "Set the policy for reclaiming to `Retain`.")),
    RuleSpec(
        "ID201", "written-elsewhere", "explain", False, False,
        "An identifier the other side writes in another form is no drift: a value with "
        "its unit, the text in prose, a qualified name whose parts stand there, part of a "
        "name, a plural, an abbreviation (db / database), a compound with a word the other "
        "side writes (``the kid-7-signed URL``; paths, hosts, flags exact), a count spelled "
        "out (``two-chiller``), a removal by a particle (``Take the locks off``), a bound "
        "by a function word (``over 85 %``), names listed with a slash (``FL-1/FL-2``), a "
        "hyphen as a space (``high pH``), an acronym spelled out (``KSK``: ``key-signing "
        "key``). No word after ``not``.",
        ("Purge billing.invoices now.", "Purge billing.orders now."),
        ("Purge billing.invoices now.", "Purge the invoices queue of billing now.")),
    RuleSpec(
        "ID202", "written-fewer-times", "explain", False, False,
        "A name the other side writes fewer times is a rewording unless a like name stands "
        "in for it there (it is then replaced: ID302).",
        ("Scale web_api to 3 then check web_api.", "Scale web_api to 3 then check web_ui."),
        ("Scale web_api to 3 then check web_api.", "Scale web_api to 3 and check it.")),
    RuleSpec(
        "ID203", "alike-operations", "explain", False, False,
        "An operation one side names against one a rewording may write for it (the same "
        "group, a neighbour, the same on/off side: pause it / stop it) leaves neither to "
        "replace a third.",
        ("Pause the consumer.", "Resume the consumer."),
        ("Pause the consumer.", "Stop the consumer.")),
    RuleSpec(
        "ID204", "subsumed-tool", "explain", False, False,
        "A tool is shown alone only when no longer command of it differs (``kubectl drain`` "
        "-> ``kubectl cordon`` shows the commands, not ``kubectl``).",
        ("Run `kubectl drain node-1`.", "Run `kubectl cordon node-1`."),
        ("Run `kubectl drain node-1`.", "Use `kubectl drain node-1`.")),
    RuleSpec(
        "ID205", "replacement-only-words", "explain", False, False,
        "A short all-caps word (``TLS``), a word of a closed class or an operation, a count "
        "in words with no unit (``the four members``) and the product a tool of the step "
        "belongs to (``MongoDB`` beside ``mongosh``, ``in mongosh`` = ``in the MongoDB "
        "shell``) count only when they replace another: alone, they are a rewording.",
        ("Set the flag to true.", "Set the flag to false."),
        ("Check that the flag is true.", "Check the flag.")),
    RuleSpec(
        "ID206", "flag-alias", "explain", False, False,
        "A short flag and the long flag its letter opens, with the same value or neither "
        "with one (``-n payments`` = ``--namespace payments``, ``-p 5433`` = "
        "``--port=5433``), are one flag, unless the long one makes the command destructive "
        "or keeps it safe (``-f`` / ``--force``, ``-d`` / ``--dry-run``). A tool's documented "
        "short spelling whose letter is another is its long flag where a step names the tool "
        "(kubectl's ``-l`` = ``--selector``, helm's ``-f`` = ``--values``, rsync's ``-n`` = "
        "``--dry-run``).",
        ("Check with `kubectl get pods -n monitoring`.",
         "Check with `kubectl get pods --namespace billing`."),
        ("Check with `kubectl get pods -n monitoring`.",
         "Check with `kubectl get pods --namespace monitoring`.")),
    RuleSpec(
        "ID207", "trailing-slash", "explain", False, False,
        "A path or URL with or without its closing slash is one path (``/etc/haproxy/`` = "
        "``/etc/haproxy``), except where a step runs rsync, whose source with the slash "
        "means the directory's contents.",
        ("Sync with `rsync -a /srv/data/ nas:/srv/data`.",
         "Sync with `rsync -a /srv/data nas:/srv/data`."),
        ("Back up /etc/haproxy/ to /srv/chg-1/.", "Back up /etc/haproxy to /srv/chg-1.")),
    RuleSpec(
        "ID208", "range-in-parts", "explain", False, False,
        "A range of numbered names written in two parts or more, in the step or in a split "
        "half beside it (``k8s-w02..k8s-w08`` as ``k8s-w02..k8s-w04`` and "
        "``k8s-w05..k8s-w08``), is the range: neither it nor a part inside it is a change. A "
        "range narrowed with no rest written stays a replacement.",
        ("Migrate k8s-w02..k8s-w08 one node at a time.",
         "Migrate k8s-w02..k8s-w04 one node at a time."),
        ("Migrate k8s-w02..k8s-w08 one node at a time.",
         "Migrate k8s-w02..k8s-w04, then k8s-w05..k8s-w08, one node at a time.")),
    RuleSpec(
        "ID209", "joined-value", "explain", False, False,
        "A long flag with its value joined by ``=`` or by a space (``--timeout=120s`` = "
        "``--timeout 120s``) is one flag with one value, as getopt and the common argument "
        "parsers read it; another value stays a replacement.",
        ("Wait with `kubectl rollout status deploy/web --timeout=120s`.",
         "Wait with `kubectl rollout status deploy/web --timeout 300s`."),
        ("Wait with `kubectl rollout status deploy/web --timeout=120s`.",
         "Wait with `kubectl rollout status deploy/web --timeout 120s`.")),
    RuleSpec(
        "ID301", "same-kind-replacement", "replace", True, False,
        "An identifier only one side has replaced by one of the same kind only the other "
        "has (a region by a region, a flag by a flag, a like-shaped name by another, an "
        "operation by a conflicting one: on / off, destructive or not).",
        ("Scale the pool in eu-west-1.", "Scale the pool in us-east-2."),
        ("Scale the pool in eu-west-1.", "Scale the pool that runs in eu-west-1.")),
    RuleSpec(
        "ID302", "written-once-less-replaced", "replace", True, False,
        "A name written once less, where a like name appears, was replaced by it (size 3 "
        "-> size 2 beside three replicas).",
        ("Scale web_api to 3 then check web_api.", "Scale web_api to 3 then check web_ui."),
        ("Scale web_api to 3 then check web_api.", "Scale web_api to 3 and check it.")),
    RuleSpec(
        "ID303", "tool-swap", "replace", True, False,
        "A tool only one side names replaced by one only the other names (``rsync`` by "
        "``scp``, ``helm upgrade`` by ``kubectl apply``), one of them a tool by name or "
        "ending, when no other rule paired them.",
        ("Ship it with helm upgrade web.", "Ship it with kubectl apply web."),
        ("Ship it with helm upgrade web.", "Ship it using helm upgrade web.")),
    RuleSpec(
        "ID304", "truncation", "replace", True, False,
        "A name cut short at a separator (``billing.invoices.dlq`` by ``billing.invoices``, "
        "``transit/keys/pii/rotate`` by ``transit/keys/pii``) replaces it: the short one is "
        "written as a name of its own.",
        ("Rotate the key with `vault write transit/keys/pii/rotate`.",
         "Rotate the key with `vault write transit/keys/pii`."),
        ("Rotate the key with `vault write transit/keys/pii/rotate`.",
         "Rotate the key: `vault write transit/keys/pii/rotate`.")),
    RuleSpec(
        "ID305", "same-place", "replace", True, False,
        "An identifier only the golden has and one only the candidate has, written in the "
        "same place of otherwise identical text (up to three words for as many), replace "
        "one another whatever their kinds (``wg0`` by ``eth0``).",
        ("Bring up the tunnel on wg0 now.", "Bring up the tunnel on eth0 now."),
        ("Bring up the tunnel on wg0 now.", "Bring the tunnel on wg0 up now.")),
    RuleSpec(
        "ID401", "code-span-edited", "edit", True, True,
        "The step written again character for character outside its code spans, one span "
        "changed by replacing words or by a negation added or dropped (``IS NULL`` -> ``IS "
        "NOT NULL``): the command edited. Runs only when no replacement was found.",
        ("Delete rows `WHERE archived IS NULL`.", "Delete rows `WHERE archived IS NOT NULL`."),
        ("Delete rows `WHERE archived IS NULL`.", "Remove the rows `WHERE archived IS NULL`.")),
    RuleSpec(
        "ID402", "one-word-swapped", "edit", True, True,
        "The step written again word for word but one, replaced by an unrelated word: strong "
        "when it touches an operation, an identifier-shaped word or the value of a named "
        "setting (``mode access`` -> ``mode trunk``) or is a word's opposite (``Close the "
        "breaker`` -> ``Open the breaker``), weak between two ordinary words. Runs "
        "only when no replacement was found and no code span was edited.",
        ("Set switchport mode access on the port.", "Set switchport mode trunk on the port."),
        ("Verify the port settings.", "Check the port settings.")),
    RuleSpec(
        "ID403", "destructive-shift", "edit", True, True,
        "The step turned destructive (it deletes, drops or kills where its golden read or "
        "changed, or has a destructive clause more than the golden names removals), or the "
        "reverse, or a flag that makes an operation destructive was added (``--force``) or "
        "one that keeps it safe dropped (``--dry-run``). Pulling hardware is removing it, a "
        "purge of gas bleeds, a removed limit is lifted, what a step marks it keeps, a "
        "surface wiped down is cleaned, a setting's name removes nothing, a port is closed "
        "by removing its rule. Runs when the comparison found no replacement; keeps strong "
        "one ID408 would weaken.",
        ("Confirm the image is present in the registry.", "Delete the image in the registry."),
        ("Delete the image in the registry.", "Remove the image from the registry.")),
    RuleSpec(
        "ID404", "flag-added", "edit", True, True,
        "A flag added to a command both steps run (``--mark-success``, ``--schema-only``): a "
        "flag changes what the command does, and a rewording keeps the flags. Runs when the "
        "rules before it found nothing.",
        ("Run the backfill: `airflow dags backfill agg --yes`.",
         "Run the backfill: `airflow dags backfill agg --mark-success --yes`."),
        ("Run the backfill: `airflow dags backfill agg --yes`.",
         "Start the backfill with `airflow dags backfill agg --yes`.")),
    RuleSpec(
        "ID405", "negation-flipped", "edit", False, True,
        "An action the golden negates and the candidate does (``without requiring it`` -> "
        "``require it``), or the reverse: weak, for a reviewer or a judge to confirm, since "
        "rewordings move negations; none where either step states a condition (``do not "
        "restart until ...`` = ``restart only once ...``).",
        ("Configure SSO for acme without requiring it.", "Configure SSO for acme and require it."),
        ("Do not restart the pods until the lag is 0.",
         "Restart the pods only once the lag is 0.")),
    RuleSpec(
        "ID406", "state-kept", "edit", True, True,
        "An operation the golden does replaced by keeping the state it would undo "
        "(``Unpause them`` -> ``Keep them paused``; ``Lift the freeze`` -> ``Keep the freeze "
        "in place``; ``Close V-1`` -> ``Leave V-1 open``; ``... instead of returning it to "
        "active``), or the reverse: a state the golden keeps, undone in a clause naming the "
        "thing (``P-1 keeps running`` -> ``stop P-1 as well``). Keeping the state the "
        "operation brings about (``leave them unpaused``), paperwork (``leave a note``) or a "
        "golden that undoes the state itself (``keep it running for 7 days, then stop it``) "
        "is a rewording.",
        ("Unpause mac-ci-01 to mac-ci-03, then pause mac-ci-04.",
         "Keep mac-ci-01 to mac-ci-03 paused, then pause mac-ci-04."),
        ("Unpause mac-ci-01 to mac-ci-03, then pause mac-ci-04.",
         "Pause mac-ci-04 after mac-ci-01 to mac-ci-03 are unpaused and left running.")),
    RuleSpec(
        "ID407", "scope-widened", "edit", True, True,
        "The golden restricts what the step acts on (``only the approved items``, or a "
        "counted set: ``the 48 BIL jobs``) and the candidate, naming no restriction nor the "
        "count, takes in what it left out (``including``, "
        "``regardless``, ``whether or not``). ``all`` or ``every`` alone may still be "
        "restricted; ``only once``, ``only after`` state a condition, not a scope.",
        ("Post MR11 for DE01 only for the items approved in the test run.",
         "Post MR11 for DE01 for all open items, including those not approved."),
        ("Post MR11 for DE01 only for the items approved in the test run.",
         "Post MR11 for DE01 just for the items the test run approved.")),
    RuleSpec(
        "ID410", "negated-operation-run", "edit", True, True,
        "The golden step says an operation does not happen (``nothing is released``, ``do "
        "not delete``, ``none of them is released``, in a clause that states no condition) "
        "and the candidate runs it: a command of its own, one the golden step does not run, "
        "names the operation, or its step opens with the operation's verb where the golden's "
        "opens with another (``Keep the messages held`` -> ``Release the messages``).",
        ("Note in LIT-6 that the holds stay in place; nothing is released.",
         "Release the holds with `holdctl release --matter 2023-CV-4` and note it in LIT-6."),
        ("Note in LIT-6 that the holds stay in place; nothing is released.",
         "Record in LIT-6 that no hold is released: `holdctl list --matter 2023-CV-4` still "
         "shows them all.")),
    RuleSpec(
        "ID412", "direction-reversed", "edit", True, True,
        "A copy or a move run the other way: the candidate runs the golden step's command "
        "with its source and destination exchanged (the last two arguments that are no "
        "flag), so what was to be replaced overwrites its replacement; or a change the "
        "prose says the other way round (``from `Hand` back to `Auto` `` -> ``from `Auto` "
        "back to `Hand` ``), or two units' states exchanged (``P-A1 in lead and P-A2 in "
        "standby`` -> ``P-A2 in lead ... P-A1 in standby``).",
        ("Load the config: `scp /qa/rc9000.cfg plc-2:/config/recorder.cfg`.",
         "Load the config: `scp plc-2:/config/recorder.cfg /qa/rc9000.cfg`."),
        ("Load the config: `scp /qa/rc9000.cfg plc-2:/config/recorder.cfg`.",
         "Push /qa/rc9000.cfg to plc-2: `scp /qa/rc9000.cfg plc-2:/config/recorder.cfg`.")),
    RuleSpec(
        "ID413", "order-reversed", "edit", True, True,
        "Two commands of one step run in the other order: the golden step chains command A, "
        "then B (``flush `aggctl buffer flush`, then remove `aggctl target remove` ``) and "
        "the candidate chains B, then A, saying the order no other way (a ``before`` or "
        "``first`` may restate it).",
        ("Flush with `aggctl buffer flush --target old`, then remove `aggctl target remove "
         "old`.", "Remove `aggctl target remove old`, then flush with `aggctl buffer flush "
         "--target old`."),
        ("Flush with `aggctl buffer flush --target old`, then remove `aggctl target remove "
         "old`.", "Before you remove `aggctl target remove old`, run `aggctl buffer flush "
         "--target old`.")),
    RuleSpec(
        "ID414", "targets-widened", "edit", True, True,
        "A target list widened: the golden step names one target and no list, the "
        "candidate a comma-joined list that holds it and a name the golden step writes "
        "nowhere (``on tms-b`` -> ``pdsh -w tms-a,tms-b``): the same work on more targets.",
        ("Stop the service on the standby tms-b: `systemctl stop aramis-tms`.",
         "Stop the service on both: `pdsh -w tms-a,tms-b systemctl stop aramis-tms`."),
        ("Stop the service on tms-a and tms-b: `systemctl stop aramis-tms`.",
         "Stop the service on both: `pdsh -w tms-a,tms-b systemctl stop aramis-tms`.")),
    RuleSpec(
        "ID415", "read-made-write", "edit", True, True,
        "A step that opens by reading something (``Look up pool PP-25 in LIMS``) written as "
        "one that opens by writing it (``Set pool PP-25 to released in LIMS``), no read verb "
        "of the golden's left: the step now changes what it was to look at.",
        ("Look up pool PP-25 in LIMS: all donations NAT-negative.",
         "Set pool PP-25 to released in LIMS: enter all donations as NAT-negative."),
        ("Look up pool PP-25 in LIMS: all donations NAT-negative.",
         "Check pool PP-25 in LIMS: every donation NAT-negative.")),
    RuleSpec(
        "ID416", "negation-conceded", "edit", True, True,
        "An action the golden holds back under a condition (``do not go on if it is below "
        "200 megohm``) that the candidate does whatever the condition (``go on even if it is "
        "below 200 megohm``): the negation gone, a concession (``even if``, ``regardless "
        "of``) over the golden's own condition in its place.",
        ("Megger the conductor; do not go on with the termination if it is below 200 megohm.",
         "Megger the conductor; go on with the termination even if it is below 200 megohm."),
        ("Megger the conductor; do not go on with the termination if it is below 200 megohm.",
         "Megger the conductor; go on with the termination only if it is at least 200 "
         "megohm.")),
    RuleSpec(
        "ID417", "manual-made-automatic", "edit", True, True,
        "A step a person does (``by hand``, ``manually``, ``visually``) left to a machine "
        "(``automatically``, ``let the controller confirm``): the person's check is gone. "
        "Modes (``in hand``, ``--auto``) are not read.",
        ("Check the Type I mix on truck DT-01 by hand with a refractometer.",
         "Let the proportioning controller on truck DT-01 confirm the Type I mix "
         "automatically."),
        ("Check the Type I mix on truck DT-01 by hand with a refractometer.",
         "Check the Type I mix on truck DT-01 manually, using a refractometer.")),
    RuleSpec(
        "ID418", "restraint-released", "edit", True, True,
        "A restraint (a brake, a clamp, a pin, a lock, a red board, a barrier) the golden puts "
        "on that the candidate takes off, or the reverse, whatever verbs say it (``Set the "
        "rope brake`` -> ``Release the rope brake``; ``hang the red board`` -> ``take the red "
        "board down``).",
        ("Set the emergency rope brake EB-1 and lock out the main drive at DS-1.",
         "Release the emergency rope brake EB-1 and lock out the main drive at DS-1."),
        ("Apply the emergency rope brake EB-1 and lock out the main drive at DS-1.",
         "Set the emergency rope brake EB-1, then lock out the main drive at DS-1.")),
    RuleSpec(
        "ID419", "verb-reversed", "edit", True, True,
        "A clause's verb replaced by its reversing form (``un-``, ``de-``, ``dis-`` before an "
        "operation), or the reverse, the golden's verb opening no clause of the candidate: "
        "``Latch the doors`` -> ``Unlatch the doors``, ``Arm the trip`` -> ``Disarm the trip``.",
        ("Latch both guillotine doors of C-4 and put the keeper's padlock through each latch.",
         "Unlatch both guillotine doors of C-4 and take the keeper's padlock off each latch."),
        ("Latch both guillotine doors of C-4 and put the keeper's padlock through each latch.",
         "Close both guillotine doors of C-4, latch them and padlock each latch.")),
    RuleSpec(
        "ID420", "particle-turned", "edit", True, True,
        "A phrasal verb of the golden written with the opposite particle (up / down, on / off, "
        "in / out right after the verb), the golden's own pair gone: ``Run the pump down and "
        "lock it off`` -> ``Run the pump up and lock it on``.",
        ("Run secondary pump P-CHW-2B down to stop from the BMS and lock it off at its isolator.",
         "Run secondary pump P-CHW-2B up to full speed from the BMS and lock it on at its "
         "isolator."),
        ("Run secondary pump P-CHW-2B down to stop from the BMS and lock it off at its isolator.",
         "From the BMS, bring secondary pump P-CHW-2B down to a stop, then lock it off at its "
         "isolator.")),
    RuleSpec(
        "ID421", "wait-dropped", "edit", True, True,
        "The golden step waits for something (``until``, ``once``, ``after``, ``pending``) and "
        "the candidate goes on without waiting (``without waiting for``, ``do not wait``), "
        "which the golden says nowhere.",
        ("Hold the load on the quarantine rack, tagged LN-5, until the BI result is back.",
         "Dispatch the load from the quarantine rack, tagged LN-5, without waiting for the BI "
         "result."),
        ("Hold the load on the quarantine rack, tagged LN-5, until the BI result is back.",
         "Keep the load, tagged LN-5, on the quarantine rack until the BI result comes back.")),
    RuleSpec(
        "ID422", "operations-exchanged", "edit", True, True,
        "Two named things whose opposite operations changed places: each thing's operation "
        "in the candidate is the other's in the golden (the same words, so no word was "
        "replaced), and the two operations conflict (on / off sides, destructive or not, a "
        "distinct pair).",
        ("Re-open V-10A and close KV-11 to return the launcher to normal flow.",
         "Close V-10A and open KV-11 to keep the launcher on bypass flow."),
        ("Re-open V-10A and close KV-11 to return the launcher to normal flow.",
         "Close KV-11 and open V-10A again so the launcher returns to normal flow.")),
    RuleSpec(
        "ID408", "soft-in-a-rewrite", "edit", False, True,
        "A replacement of prose words only (an operation's verb, a contrast, a capitalised "
        "name, a closed-class word, a prose label, a negation, a state kept, a scope) in a "
        "step written again in other words (under 40 % of its words kept in order) is as often "
        "a rewording's as a swap: weak, for a judge. Hard identifiers (paths, hosts, "
        "numbers, flags, commands), a step turned destructive and an operation both steps "
        "open with replaced by its opposite (``Promote db-2`` -> ``Demote db-2``) stay "
        "strong; switched off, all such replacements are.",
        ("Restore the latest snapshot of orders-db.", "Restore the oldest snapshot of "
         "orders-db."),
        ("Promote the replica db-2 once replication lag is 0.",
         "When replication lag reaches 0, db-2 takes over as primary and the old primary is "
         "demoted.")),
    RuleSpec(
        "ID411", "soft-beside-kept-commands", "edit", False, True,
        "An operation's verb or a capitalised name replaced in the prose of a step that runs "
        "exactly the commands the golden step runs (the same code spans, one a command with "
        "arguments) is weak, for a judge: what runs is the command, and the prose around it "
        "was written again. "
        "What the prose says the command acts on (a scope, a negation, a state) stays strong; "
        "switched off, such replacements are strong.",
        ("Invalidate the tile cache: `gcloud compute url-maps invalidate-cdn-cache m`.",
         "Flush the tile cache: `gcloud compute url-maps delete m`."),
        ("Invalidate the tile cache: `gcloud compute url-maps invalidate-cdn-cache m`.",
         "Flush cached tiles so clients see the new products: `gcloud compute url-maps "
         "invalidate-cdn-cache m`.")),
    RuleSpec(
        "ID409", "one-change-in-a-kept-step", "edit", True, True,
        "A weak finding that takes something away (an identifier removed, a negation "
        "flipped, an identifier of another kind in its place) in a step otherwise kept (at "
        "least 80 % of its words in order) is the edit itself, not a rewording's by-product: "
        "strong. An identifier only added stays weak (a rewording often spells out what the "
        "golden step implies); switched off, such findings stay weak.",
        ("Commit with an automatic rollback timer: `commit confirmed 10 comment \"CHG-7\"`.",
         "Commit with an automatic rollback timer: `commit comment \"CHG-7\"`."),
        ("Have a radiologist QA 50 random pilot studies in the Sectra viewer.",
         "A radiologist checks 50 randomly picked pilot studies in the Sectra viewer.")),
)
# Rules that grade what the others found rather than find anything: each leaves its
# ``catches`` swap strong and makes its ``passes`` rewording weak, firing there.
GRADING: frozenset[str] = frozenset({"ID408", "ID411"})
RULE_CODES: tuple[str, ...] = tuple(r.code for r in RULES)
SWITCHABLE: frozenset[str] = frozenset(r.code for r in RULES if r.switchable)
_BY_CODE = {r.code: r for r in RULES}
# The extract rule behind each kind of identifier (its prefix before ":").
_EXTRACT_BY_KIND = {
    "cron": "ID101", "quoted": "ID102", "assign": "ID103", "label": "ID104", "tool": "ID105",
    "command": "ID105", "table": "ID106", "flag": "ID107", "value": "ID107",
    "number": "ID108", "env": "ID110", "op": "ID111", "proper": "ID113", "code": "ID114"}


def rule(code: str) -> RuleSpec:
    """The rule with this code (case-insensitive); KeyError naming the known codes."""
    try:
        return _BY_CODE[code.upper()]
    except KeyError:
        raise KeyError(f"unknown rule {code!r} (known: {', '.join(RULE_CODES)})") from None


def extract_rule(kind: str, closed_kinds: frozenset[str]) -> str:
    """The code of the extract rule that finds identifiers of ``kind``: a closed class's
    (ID112) for a class of the lexicon (``closed_kinds``), the shape rule's (ID109) for the
    rest."""
    prefix = kind.split(":", 1)[0]
    code = _EXTRACT_BY_KIND.get(prefix)
    if code is not None:
        return code
    return "ID112" if prefix in closed_kinds else "ID109"
