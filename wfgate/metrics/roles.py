"""What a runbook step does, read off its words: whether it changes state (deploys, deletes,
cuts over, restarts, applies, scales, sends to customers), and whether it is a *guard*, a step
that protects the work after it: a backup before a destructive change, an approval gate, a dry
run or plan review before apply, a health or readiness check before a traffic shift, a
verification before closing or deleting.

A role is a property of a step in its golden: a guard is recognised by its words *and* by what
it guards (a state-changing step right after it, or after the read-only steps that follow it),
so a check that gates nothing is no guard. The word lists are general operations vocabulary,
not any corpus's own words.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from functools import lru_cache
from typing import Literal

from ..workflow import Workflow


def _vocab(text: str) -> frozenset[str]:
    """A word list written as one string (one word per space)."""
    return frozenset(text.split())


GuardRole = Literal["backup", "approval", "review", "health", "verification"]
ROLE_TITLES: dict[str, str] = {
    "backup": "a backup before a destructive change",
    "approval": "an approval gate",
    "review": "a dry run or plan review before apply",
    "health": "a health or readiness check before a traffic shift",
    "verification": "a verification before a change or before closing",
}

_WORD = re.compile(r"[a-z0-9]+(?:['’][a-z]+)?")

# Verbs (and nouns) of work that changes state. Each is matched as a whole word after the text
# is split on every non-letter (``create-db-snapshot`` reads as create, db, snapshot).
_STATE_CHANGE = _vocab("""
deploy deploys deployed deploying redeploy release releases released releasing ship ships
shipped rollout promote promotes promoted promoting apply applies applied applying migrate
migrates migrated migrating migration cutover cut failover failback switchover switch switches
switched shift shifts shifted shifting route routes reroute delete deletes deleted deleting
drop drops dropped dropping remove removes removed removing purge purges purged purging destroy
destroys destroyed truncate truncates truncated wipe wipes wiped kill kills killed killing
terminate terminates terminated terminating restart restarts restarted restarting reboot
reboots rebooted stop stops stopped stopping start starts started scale scales scaled scaling
resize resizes resized upgrade upgrades upgraded upgrading downgrade downgraded install
installs installed uninstall uninstalled patch patches patched patching rotate rotates rotated
rotating revoke revokes revoked grant grants granted enable enables enabled disable disables
disabled update updates updated set sets unset change changes changed modify modifies modified
reconfigure reconfigured execute executes executed merge merges merged publish publishes
published send sends sent expire expires expired decommission decommissioned reassign
reassigned rebalance rebalanced move moves moved flip flips flipped toggle toggled commit
commits committed push pushes pushed import imports imported load loads loaded backfill
backfills reindex reindexed rebuild rebuilt restore restores restored recover recovered
replace replaces replaced attach attached detach detached mount mounted unmount cordon
cordoned drain drains drained uncordon pause paused suspend suspended resume resumed lock
locked unlock unlocked block blocked allow allowed quarantine quarantined isolate isolated
demote demoted elect election fence fenced flush flushed revert reverts reverted rollback
provision provisioned repoint repointed point cancel cancelled canceled pay payout disburse
submit submits submitted upload uploads uploaded transfer transferred reset resets put puts
place places turn turns mark marks marked assign assigns assigned increase increases decrease
decreases lower lowers widen widens expand expands shrink shrinks insert inserts inserted
activate activates activated deactivate deactivates deactivated reactivate reactivated retire
retires retired evacuate evacuates evacuated quiesce quiesces quiesced regenerate regenerates
regenerated regenerating recreate recreates recreated recreating rewrite rewrites rewrote
overwrite overwrites overwrote overwritten reissue reissues reissued resubmit resubmits
resubmitted launch launches launched launching lift lifts lifted lifting flash flashes
flashed flashing reflash reflashed program programs programmed reprogram reprogrammed bypass
bypasses bypassed bypassing seat seats seated reseat reseats reseated swap swaps swapped
withdraw withdraws withdrew withdrawn withdrawing
""")
# Verbs of work that keeps or changes something without destroying it: what a destructive
# step may be swapped for (delete -> revert, remove -> keep).
KEEPING_VERBS = (_STATE_CHANGE | _vocab("keep keeps retain retains preserve preserves hold "
                                        "holds leave leaves")) - _vocab(
    "delete deletes deleted deleting drop drops dropped dropping remove removes removed "
    "removing purge purges purged purging destroy destroys destroyed truncate truncates "
    "truncated wipe wipes wiped kill kills killed killing terminate terminates terminated "
    "terminating")
# Verbs with a particle: ``fail over``, ``cut over``, ``roll out``, ``shut down``.
_PHRASAL = frozenset({("fail", "over"), ("cut", "over"), ("roll", "out"), ("roll", "back"),
                      ("switch", "over"), ("shut", "down"), ("power", "off"), ("power", "on"),
                      ("power", "cycle"), ("power", "down"), ("power", "up"), ("spin", "up"),
                      ("spin", "down"), ("bring", "up"),
                      ("bring", "down"), ("tear", "down"), ("scale", "out"), ("scale", "in"),
                      ("wipe", "out"), ("clean", "up"), ("hand", "over")})
# Verbs that change state unless their object is paperwork (``create the wave 3 job`` but
# ``create a ticket``).
_PAPER_VERBS = _vocab("create creates open opens file files raise raises add adds added "
                      "generate generates generated mail mails mailed")
PAPERWORK = _vocab("""
ticket tickets incident incidents issue issues doc docs document documents page bridge channel
postmortem jira record report note notes change request requests case cases task tasks
thread message draft summary entry
""")
# Work that only reads or tells: checks, queries, notifications, records, tickets.
_READ_ONLY = _vocab("""
check checks checked checking verify verifies verified verifying confirm confirms confirmed
confirming validate validates validated ensure ensures review reviews reviewed inspect
inspects look list lists get gets pull pulls query queries read reads watch watches watched
monitor monitors observe wait waits compare compares count counts measure measures test tests
run record records note notes log logs document documents post posts notify notifies announce
page message email open opens create creates schedule schedules invite invites acknowledge
acknowledges search searches preview previews plan plans show shows describe tail capture
captures download export exports snapshot snapshots backup backups dump dumps archive
archives copy copies calculate compute estimate assess identify find collect gather survey
sample close closes resolve resolves report reports summarise summarize share shares require
requires
""")

_APPROVAL = re.compile(
    r"\b(?:approv\w*|sign[- ]?off|signs? off|signed off|authori[sz]\w*|go/no[- ]go|go[- ]no[- ]go"
    r"|green[- ]light|consent|cab|change advisory|go decision|permission|four[- ]eyes"
    r"|acceptance|go-ahead|go ahead|blessing|ok from|okay from|ok to proceed|approver\w*"
    r"|change ticket|change request|sign(?:s|ed)? the change|signatures?|countersign\w*"
    r"|agree(?:s|d)? (?:in|on|that|to)|gives? (?:their|the|a|his|her) go"
    r"|(?:engineer|manager|lead|owner|officer|supervisor|director|reviewer|approver|head"
    r"|analyst|chief|controller|inspector|auditor|clerk|pharmacist|physician|custodian"
    r"|chair|board)"
    r"s? (?:signs?|signed|initials?|initialled)\b"
    # a person got to sign (``get the chair to sign the schedule``), someone's go
    r"|(?:get|have|ask)\b[^.;]{0,60}?\bto (?:sign|countersign|initial)"
    # a release given by signing for it (``releases T-3 by signing certificate RC-T3``)
    r"|by (?:signing|countersigning|initial(?:l)?ing)"
    # a named form, permit or certificate signed (``signs fit-to-travel form AT-2``)
    r"|\bsign(?:s|ed)?\s+(?:[a-z-]+\s+){0,3}?(?:form|permit|certificate|declaration)\s+"
    r"[a-z]*[a-z-]*\d"
    r"|(?<!\blet)['’]s (?:go|nod|okay|ok)(?![\w/-])|get the go)\b")
_BACKUP = re.compile(
    r"\b(?:back(?:s|ed|ing)? ?up\w*|backups?|snapshots?"
    r"|dump\w*(?!\s+(?:valves?|lines?|tanks?|trucks?|stations?|chutes?|loads?)\b)"
    r"|pg_dump\w*|mysqldump|mongodump"
    r"|xtrabackup|pg_basebackup|export\w*|archiv\w*|checkpoint\w*|copy of|bgsave|save\w* a copy"
    r"|clon(?:e|es|ed|ing)|preserv(?:e|es|ed|ing)|keep a copy|take a copy|make a copy"
    r"|tarball|safety net|restore point|rollback point"
    r"|fallback (?:copy|image|config\w*|version|file|set)|rescue (?:config\w*|image|copy))\b"
    # the values as they are, written down before the work (``Capture the current HPU-3
    # settings to the engineering share``, ``... before anything is touched``)
    r"|\b(?:captur|record|sav|photograph|note|write down|writ(?:e|es|ing)|read(?:s|ing)? out"
    r"|download|print)\w*\b[^.;:]{0,40}?\b(?:current|existing"
    r"|present|as-found|original|old)\b[^.;:]{0,30}?\b(?:settings|setpoints|set points|values"
    r"|configuration|config|parameters)\b"
    r"|\b(?:captur|record|sav|photograph)\w*\b[^.;:]{0,60}?\b(?:settings|setpoints|configuration"
    r"|config|parameters)\b[^.;]{0,60}?\bbefore (?:anything|anyone|it|they|them|the \w+)"
    r"\s+(?:is\s+|are\s+|gets\s+)?(?:touch|chang|modif|alter)\w*"
    # a copy sent to a backup place (``copy ... to /srv/netbackup/...``)
    r"|\bcop(?:y|ies|ied)\b[^.;]{0,120}?\bto\s+\S{0,80}?(?:backup|bak\b|archive|vault)")
_REVIEW = re.compile(
    r"(?:--dry-run|--check\b|--diff\b|\bdry[- ]?runs?\b|\bplan\b|\bplans\b|\bplanned\b"
    r"|\bpreview(?:s|ed|ing)?\b|\bwhat-?if\b|\bdiff\b|\breview(?:s|ed|ing)?\b|--noop\b"
    r"|\bno-?op\b|\brehears\w*|\btrial run\b|\bsimulat\w*|\bpre-?flight\b|\bread it over\b"
    r"|\b(?:go|goes|going|walk|walks|walking) through\b|\bline by line\b|\bpre-?checks?\b"
    # a thing walked or read through with someone (``walk the include list through with the
    # lead``, ``read the rendered ConfigMap through with @jnowak``)
    r"|\b(?:go|goes|going|went|walk|walks|walking|walked|read|reads|reading)\b"
    r"(?:\s+[^\s.;]+){1,5}?\s+through with\b|\b(?:read|reads|reading) through\b"
    r"|\b(?:read|reads|reading)(?:\s+[^\s.;,]+){1,5}?\s+through\b(?!\s+(?:the|a|an|its|their)\b)"
    # the change rendered or run without making it (``render the chart without installing it``)
    r"|\bwithout (?:installing|applying|deploying|changing|writing|committing|executing"
    r"|touching|upgrading|migrating|pushing) (?:it|them|anything)\b"
    # one thing at a time through the plan (``walk PR-1 valve by valve``)
    r"|\b(?!(?:one|side|day|bit|little|hand|year|week|hour|minute|step|case)\b)([a-z]{3,})"
    r" by \1\b)")
_REVIEW_CODE = re.compile(r"(?<![\w.-])(?:--dry-run|--check|--diff|--noop|--plan|-?whatif|diff"
                          r"|plan|compare|--pre-?check)(?![\w.-])")
_HEALTH = re.compile(
    r"\b(?:health\w*|ready|readiness|liveness|smoke|canary|error rates?|latency|lag|in sync"
    r"|synchroni[sz]ed|replicat\w*|green|p9\d|slo|5xx|success rate|stable|steady|errors?"
    r"|failure rate|crash\w*|uptime|availability|caught up|alive|responding|responsive"
    r"|nominal|baseline|behind|backlog|queue depth|burn rate|saturat\w*|soak\w*)\b")
_VERIFY = re.compile(
    r"\b(?:verif(?:y|ies|ied|ying|ication)|confirm(?:s|ed|ing|ation)?|validat(?:e|es|ed|ing|ion)"
    r"|ensur(?:e|es|ed|ing)|make sure|check(?:s|ed|ing)?|compar(?:e|es|ed|ing|ison)|checksums?"
    r"|counts?|match(?:es|ed|ing)?|wait(?:s|ed|ing)? (?:for|until)|test(?:s|ed|ing)?"
    r"|assert(?:s|ed|ing)?|reconcil(?:e|es|ed|ing|iation)|scan(?:s|ned|ning)?"
    r"|watch(?:es|ed|ing)?|monitor(?:s|ed|ing)?|observ(?:e|es|ed|ing)|requir(?:e|es|ed|ing)"
    r"|inspect(?:s|ed|ing)?|examin(?:e|es|ed|ing)|audit(?:s|ed|ing)?|sanity|look (?:at|for)"
    r"|walk(?:s|ed|ing)?[ -]?(?:a)?round\b"
    r"|make certain|double-check\w*|expect(?:s|ed|ing)?|follow(?:s|ed|ing)? \S+ through"
    r"|(?:must|has to|have to|needs? to|should) (?:be|show|report|print|return|pass|succeed"
    r"|stay|remain|hold|read|match|equal|come back)"
    r"|(?:returns?|shows?|reads?|prints?|reports?|equals?|gives?) (?:back |exactly |only )?"
    r"[`'\"]?[a-z0-9._-]{0,40}\d"
    r"|prov(?:e|es|ed|ing)|spot-check\w*|eyeball\w*|soak(?:s|ed|ing)?"
    r"|keep(?:s|ing)? (?:an eye|tabs|watch) on"
    r"|(?:must|should|may) (?:raise|give|throw|trigger|log|show|report|produce) no"
    r"|until\b[^.;]*\b(?:returns?|shows?|reports?|prints?|lists?|reads?))\b")
# The roles that guard the closing of the work too (a verification, a sign-off before the
# change is closed); a backup, a plan review or a health check guards a change.
_GUARD_CLOSING = frozenset(("verification", "approval"))
# What a verification guards: a destructive step or one that closes the work.
_CLOSING = _vocab("""
close closes closed delete deletes deleted remove removes removed purge purged drop dropped
destroy truncate wipe wiped decommission cleanup clean expire expired resolve resolved complete
completed finalise finalize finalised finalized sign release released archive discard discarded
""")
_DESTRUCTIVE = _vocab("""
delete deletes deleted deleting drop drops dropped remove removes removed purge purged destroy
destroyed truncate truncated wipe wiped kill killed terminate terminated decommission overwrite
overwritten reformat format migrate migrated upgrade upgraded failover cutover cut restore
reconfigure reconfigured reset expire expired revoke revoked rotate rotated replace replaced
""")
@lru_cache(maxsize=16384)
def words(text: str) -> tuple[str, ...]:
    """A step's words: lower case, split on every non-letter (code spans included)."""
    return tuple(_WORD.findall(text.lower().replace("_", " ")))


# Verbs that name no work of their own: the work is in the rest of the clause (``run terraform
# apply``, ``use kubectl to cordon``).
_LIGHT = _vocab("run runs use uses execute executes invoke issue perform trigger call do "
                   "take takes make makes")
# Words that make a clause a read even after a light verb (``run kubectl rollout status``).
_READ_MARKS = _vocab("status check checks test tests verify plan dry list show get describe "
                        "diff preview validate health smoke history top logs validation "
                        "verification diagnostics diagnose report audit scan")


def _clauses(text: str) -> list[tuple[str, ...]]:
    """A step's clauses as word tuples (split at commas, semicolons, ``and``, ``then``)."""
    parts = re.split(r"[,;:]|\band\b|\bthen\b|\bbefore\b|\bafter\b|\bonce\b", text.lower())
    return [w for w in (words(part) for part in parts) if w]


def _clause_changes(clause: tuple[str, ...]) -> bool:
    """Whether one clause does state-changing work: its verb (a word of its first two, the
    first that is a verb of either list) changes state, or a light verb leads work that does."""
    if tuple(clause[:2]) in _PHRASAL:
        return True
    for at, word in enumerate(clause[:2]):
        if word in _PAPER_VERBS:
            return not set(clause[1:6]) & PAPERWORK
        if word in _LIGHT:
            rest = set(clause[1:])
            return bool(rest & _STATE_CHANGE) and not rest & _READ_MARKS
        if word in _MARKS and set(clause[at + 1:]) & _RECORD_SURFACES:
            return False  # marked on a drawing or a sheet: a record (``mark every change on
            # the drawing``)
        if word in _STATE_CHANGE:
            # a list item naming records of an operation (``pressure test, deluge and
            # failover records``) names no work
            return not (len(clause) <= 3 and clause[at + 1:at + 2] != ()
                        and clause[at + 1] in _RECORDS)
        if word in _READ_ONLY:
            return False
    return False


_MARKS = _vocab("mark marks marked")
_RECORD_SURFACES = _vocab("drawing drawings diagram diagrams map maps sheet sheets chart charts "
                          "whiteboard form forms checklist checklists logbook")
_RECORDS = _vocab("record records log logs result results report reports history data notes "
                  "sheet sheets checklist checklists")
# A guard that names the work it holds back: ``nothing is downloaded without that signature``,
# ``do not download anything before ...``.
_HELD_WORK = re.compile(r"\b(?:nothing|none|no\s+[a-z]+)\s+(?:is|are|gets|get|may be|can be"
                        r"|will be|should be|must be)\s+([a-z]{4,})ed\b[^.;]{0,30}?\b(?:without"
                        r"|before|until|unless)\b"
                        r"|\b(?:do not|don't|never)\s+([a-z]{4,})\b[^.;]{0,40}?\b(?:without"
                        r"|before|until|unless)\b")


def held_work(text: str) -> frozenset[str]:
    """The verbs of the work a guard says may not happen without it (``nothing is
    downloaded without that signature``: ``download``), their stems."""
    found = set()
    for match in _HELD_WORK.finditer(CODE_SPAN.sub(" ", text.lower())):
        verb = match.group(1) or match.group(2)
        found.add(verb.removesuffix("e"))
    return frozenset(found)


def _does_held_work(text: str, held: frozenset[str]) -> bool:
    """Whether a step's lead verbs do the work a guard holds back."""
    return bool(held) and any(verb.startswith(h) for verb in _lead_verbs(CODE_SPAN.sub(" ", text))
                              for h in held)


def _lead_verbs(text: str) -> tuple[str, ...]:
    """The first two words of each clause, where a step says what it does."""
    return tuple(w for clause in _clauses(text) for w in clause[:2])


@lru_cache(maxsize=16384)
def changes_state(text: str) -> bool:
    """Whether a step changes state: one of its clauses does state-changing work."""
    return any(_clause_changes(clause) for clause in _clauses(text))


@lru_cache(maxsize=16384)
def destructive(text: str) -> bool:
    """Whether a step deletes, overwrites, cuts over or otherwise cannot be undone easily."""
    return bool(set(words(text)) & _DESTRUCTIVE)


@lru_cache(maxsize=16384)
def closes(text: str) -> bool:
    """Whether a step closes the work or destroys something (what a verification guards)."""
    return bool(set(_lead_verbs(text)) & _CLOSING) or destructive(text)


@lru_cache(maxsize=16384)
def read_only(text: str) -> bool:
    """Whether a step only reads or tells (a check, a query, a notification, a record)."""
    return not changes_state(text)


CODE_SPAN = re.compile(r"`[^`]*`")
# Backup commands, where a code span names them (a file called ``x.dump`` is no backup).
_BACKUP_CODE = re.compile(r"(?<![\w.-])(?:pg_dump\w*|mysqldump|mongodump|xtrabackup|pg_basebackup"
                          r"|bgsave|snapshot save|backup\S*|create-\S*snapshot\S*|snapshot)"
                          r"(?![\w.-])")
# A copy kept under a dated or .bak name; a tag made a restore point (each part found apart,
# so a long span costs linear time).
COPY_COMMANDS = frozenset(("cp", "scp", "rsync", "copy", "robocopy", "copy-item"))
_COPY_CODE = re.compile(rf"\b(?:{'|'.join(sorted(COPY_COMMANDS))})\b")
_KEPT_NAME = re.compile(r"\.bak\b|\.orig\b|\.old\b|[._-]\d{4}-?\d{2}-?\d{2}\b|backup|\bpre-")
_TAG_CODE = re.compile(r"\btag\b")
_RESTORE_LABEL = re.compile(r"\b(?:rollback|restore|last-good|known-good|pre-)")


# Prose that writes something to a file (``Write the OZ-2 setpoints ... to `/lss/keep/x.csv` ``):
# a backup when that file is kept under a dated or .bak name.
_WRITE_VERB = re.compile(r"\b(?:write|writes|save|saves|store|stores|copy|copies|put|puts|dump"
                         r"|dumps)\b")
_TO_FILE = re.compile(r"\b(?:to|into)\s+`")
_SENTENCE_BREAK = re.compile(r";|\.(?!\d)")


def _writes_to_file(text: str) -> bool:
    """Whether a verb that writes is followed, in its sentence and 160 characters at most, by
    ``to`` a code span (each pattern found once: linear in the text)."""
    targets = [m.start() for m in _TO_FILE.finditer(text)]
    if not targets:
        return False
    breaks = [m.start() for m in _SENTENCE_BREAK.finditer(text)]
    for verb in _WRITE_VERB.finditer(text):
        next_target = bisect_right(targets, verb.end() - 1)
        if next_target == len(targets) or targets[next_target] - verb.end() > 160:
            continue
        target = targets[next_target]
        after = bisect_right(breaks, verb.end() - 1)
        if after == len(breaks) or breaks[after] > target:
            return True
    return False


# An export written to a file (``bpsctl params export --all --out fit_pre/``).
_EXPORT_CODE = re.compile(r"(?<![\w.$-])export(?![\w.=-])")
_OUT_CODE = re.compile(r"(?<![\w-])(?:--out\w*|--output|--file|--dest\w*|-o|--to)(?![\w-])|>")


def _backs_up(span: str) -> bool:
    """Whether a code span (lower case) runs a backup: a backup command, an export written to
    a file, a copy kept under a dated or .bak name, or a tag made a restore point."""
    return bool(_BACKUP_CODE.search(span)
                or (_EXPORT_CODE.search(span) and _OUT_CODE.search(span))
                or (_COPY_CODE.search(span) and _KEPT_NAME.search(span))
                or (_TAG_CODE.search(span) and _RESTORE_LABEL.search(span)))


# A gate: the step holds the work after it until a condition holds (``carry on only if ...``,
# ``do not continue unless ...``, ``no hard lock without it``, ``nothing more is shifted
# until ...``, ``if not, halt``, ``before going further``). General English, any domain. A
# clause is read 200 characters far at most, so a long hostile text costs linear time.
_GO_ON = r"(?:carry on|go on|continue|proceed|move on|go ahead|go further|go forward|advance)"
_GATE = re.compile(
    rf"\b{_GO_ON}\s+only\s+(?:if|when|once|after)\b"
    rf"|\bonly (?:if|when|once)\b[^.;]{0,200}\b{_GO_ON}\b"
    rf"|\b(?:do not|don't|never|must not|may not|cannot|can't)\s+(?:{_GO_ON}|start|begin)\b"
    r"[^.;]{0,200}\b(?:unless|until|before|without)\b"
    # do not enter if any reading is out of limits: nobody goes in on a failed reading
    r"|\b(?:do not|don't|never|must not|may not|no one may|nobody may)\s+(?:enter|go in)\b"
    r"[^.;]{0,200}\b(?:unless|until|before|without|if)\b"
    r"|\b(?:no|nothing)\b[^.;]{0,40}\b(?:until|unless)\b"
    # the way in kept shut until the condition holds (``the RR-1 door stays shut until ...``)
    r"|\b(?:stays?|remains?|is kept|are kept|kept)\s+(?:shut|closed|locked|sealed|on hold"
    r"|in place|isolated|barred)\s+(?:until|unless)\b"
    r"|\bno\b[^.;]{0,40}\bwithout (?:it|this|that|them|one)\b"
    r"|\bwithout (?:it|this|that|them|one)\b[^.;]{0,40}\b(?:no|nothing|not)\b"
    r"|\b(?:stop|halt|abort|bail out)\s+(?:if|unless|when|on any)\b"
    r"|\bif\b[^.;]{0,200}\b(?:stop|stops|halt|halts|abort|aborts|ends? there)\b"
    r"|\botherwise\b[^.;]{0,20}\b(?:stop|halt|abort|do not|don't)\b"
    rf"|\bbefore (?:going (?:further|on)|moving on|proceeding|continuing|carrying on)\b"
    r"|\bbefore (?:anyone|anybody|we|you|the team) (?:touch|touches|changes?|starts?|works? on)\b")


# A pass bound on something measured (``frame time p95 under 16.6 ms``, ``at least 99.5 %``):
# what a check holds its result to.
_PASS_BOUND = re.compile(r"\b(?:under|below|above|over|at least|at most|no more than|fewer than"
                         r"|less than|more than|within)\s+(?:±|\+/-)?\s*\d[\d.,]*\s*"
                         r"(?:%|ms|s|seconds?|°\s?[cf]?"
                         r"|minutes?|mins?|hours?|points?|errors?|[a-z]{1,3}\b)")


@lru_cache(maxsize=16384)
def gates(text: str) -> bool:
    """Whether a step's prose holds the work after it until a condition holds (``_GATE``)."""
    return bool(_GATE.search(CODE_SPAN.sub(" ", text.lower())))


@lru_cache(maxsize=16384)
def guard_words(text: str) -> tuple[GuardRole, ...]:
    """The guard roles a step's words name, most specific first (no graph context). The prose
    decides; inside code spans only backups (``pg_dump``, ``cp x x.bak``, a rollback tag) and
    diffs or rehearsals (``kubectl diff``, ``--dry-run``) count (``--user-name svc-exporter``
    is no export, ``billing.dump`` no dump)."""
    full = text.lower()
    low = CODE_SPAN.sub(" ", full)
    roles: list[GuardRole] = []
    if _APPROVAL.search(low):
        roles.append("approval")
    spans = CODE_SPAN.findall(full)
    if _BACKUP.search(low) or any(_backs_up(span) for span in spans) or (
            _writes_to_file(full) and any(_KEPT_NAME.search(span) for span in spans)):
        roles.append("backup")  # a backup said, run, or written to a file kept aside
    if _REVIEW.search(low) or any(_REVIEW_CODE.search(span) for span in spans):
        roles.append("review")
    verifies = bool(_VERIFY.search(low)) or bool(_PASS_BOUND.search(low))
    if verifies and _HEALTH.search(low):
        roles.append("health")
    if verifies or gates(text):  # a gate verifies its condition, whatever words it uses
        roles.append("verification")
    return tuple(roles)


def guard_roles(workflow: Workflow) -> dict[int, GuardRole]:
    """The guard steps of a workflow (position -> role): a step whose words name a guard role
    and that guards the right kind of step (module docstring). A backup, review or health
    check guards a state-changing or destructive step; an approval or a verification also
    guards the closing of the work; either directly after it, or after the read-only steps
    right after it. A gate (a step that says the work after it waits on its condition)
    guards every step after it."""
    texts = workflow.texts
    children: list[list[int]] = [[] for _ in texts]
    for a, b in workflow.index_edges():
        children[a].append(b)
    roles: dict[int, GuardRole] = {}
    after = workflow.descendants() if any(gates(t) for t in texts) else None
    for position, text in enumerate(texts):
        candidates = guard_words(text)
        if not candidates:
            continue
        guarded = sorted(after[position]) if after is not None and gates(text) \
            else _guarded(position, children, texts)
        held = held_work(text)
        for role in candidates:
            if role != "approval" and _does_the_change(text, role):
                continue  # a step that is also the change is no guard of it
            if any(changes_state(texts[q]) or destructive(texts[q])
                   or (role in _GUARD_CLOSING and closes(texts[q]))
                   or _does_held_work(texts[q], held) for q in guarded):
                roles[position] = role
                break
    return roles


def _guarded(position: int, children: Sequence[Sequence[int]], texts: Sequence[str]
             ) -> list[int]:
    """The steps a step guards: its successors, and through the read-only steps after it (a
    sign-off, another check) the first steps that are not (three hops at most)."""
    near: list[int] = []
    frontier = list(children[position])
    for _ in range(GUARD_HOPS):
        near.extend(frontier)
        frontier = [q for child in frontier if read_only(texts[child]) for q in children[child]]
    return near


GUARD_HOPS = 3
# Code spans that run the guard itself (``PUT _snapshot/...``, ``terraform plan``): what a
# guard step runs is no change of its own.
_GUARD_CODE = re.compile(r"snapshot|backup|dump|--dry-run|--check\b|\bplan\b|--diff\b|status"
                         r"|health|--noop|what-?if|preview|\binfo\b")
# Clause openers that mention another step's work (``before removing anything``) or none at
# all (``no drop in precision``).
_OTHER_WORK = re.compile(r"([,;:]|\band\b|\bthen\b|\bbefore\b|\bafter\b|\bonce\b|\buntil\b"
                         r"|\bprior to\b|\bahead of\b)")
_NEGATIONS = _vocab("no not without never nothing none nor don't dont")
# What a backup step does with the copy it makes (``upload it to s3://...``): part of the backup.
_KEEPING_COPY = _vocab("upload uploads uploaded copy copies copied push pushes pushed store "
                       "stores stored save saves saved sync syncs synced ship ships shipped "
                       "send sends sent transfer transfers transferred replicate replicates "
                       "mirror mirrors")
# Checks that run the change on a small scale first: still guards of the rollout after them.
_TRIAL = re.compile(r"\b(?:canary|canaries|smoke|soak|pilot|trial|shadow)\b"
                    r"|\b(?:empty|test|trial|dry) (?:loops?|runs?|cycles?|lifts?|passes)\b"
                    r"|\bfor (?:the )?(?:full |first )?\d+\s*(?:minutes?|mins?|hours?|h|days?)\b"
                    # a restore made to check the copy (``Restore the archive on sqltest02
                    # and confirm DBCC CHECKDB reports 0 errors``)
                    r"|\b(?:test|trial) restores?\b"
                    r"|\brestor(?:e|es|ed|ing)\b[^.;]{0,60}?\b(?:and|then) (?:confirm|verify|check"
                    r"|prove)\w*")
# A rehearsal: the step runs the change it names without making it.
_REHEARSAL = re.compile(r"--dry-run\b|\bdry[- ]?run\b|--check\b|--noop\b|\bwhat-?if\b"
                        r"|\brehears\w*|\bsimulat\w*|--plan\b|--pre-?check\b")
# A safety lock-out a guard takes (``apply LOTO lock L-117``, ``lock out and tag out the
# breaker``): it holds the work, it is none.
_LOCKOUT = re.compile(r"\b(?:loto|lock-?outs?|tag-?outs?|lock(?:ed|s)? out|tag(?:ged|s)? out"
                      r"|permit to work)\b")
# A parenthetical aside (``(VMware, MSSQL, file)``): examples or qualifiers, no work.
_ASIDE = re.compile(r"\([^()]*\)")


@lru_cache(maxsize=16384)
def _does_the_change(text: str, role: GuardRole) -> bool:
    """Whether a guard step does state-changing work of its own: a clause that changes state,
    leaving out the code spans that run the guard, the clauses that name the work it guards
    (``Before any election, confirm ...``), negated ones (``do not move on until ...``) and,
    for a backup, what it does with its copy (``upload it to s3://...``). A canary or smoke
    run is a health guard even though it starts something."""
    if (role in ("health", "verification") or gates(text)) \
            and _TRIAL.search(CODE_SPAN.sub(" ", text.lower())):
        return False  # a trial run that gates the rollout after it
    if role == "review" and _REHEARSAL.search(text.lower()):
        return False  # the change it names is the one it rehearses (``import ... --dry-run``)
    prose = CODE_SPAN.sub(lambda m: " " if _GUARD_CODE.search(m.group(0).lower())
                           or _backs_up(m.group(0).lower()) else m.group(0), text.lower())
    prose = _ASIDE.sub(" ", prose)
    head, colon, criteria = prose.partition(":")
    if colon and (_VERIFY.search(head) or _REVIEW.search(head)
                  or (role == "backup" and _BACKUP.search(head))) and read_only(head):
        # ``Monitor wave 1: install ...``, ``Review the report: 0 merges ...``, ``Capture the
        # current settings: take-up counterweight at 4.2 m ...``
        # after a check's colon, to the end of its sentence: what it checks, no work
        prose = f"{head}. {criteria.partition('. ')[2]}"
    parts = _OTHER_WORK.split(prose)
    for i in range(0, len(parts), 2):
        opener = parts[i - 1].strip() if i else ""
        if opener in ("before", "until", "prior to", "ahead of"):
            continue
        clause = words(parts[i])
        if not clause or set(clause[:3]) & _NEGATIONS:  # do not move on until ...
            continue
        if role == "backup" and set(clause[:2]) & _KEEPING_COPY:
            continue
        if _LOCKOUT.search(parts[i]):
            continue  # a lock-out the guard takes holds the work
        if _clause_changes(clause):
            return True
    return False


# Roles a reworded guard may read as: a check is a check, a reviewed plan may be "checked".
_KEPT_AS: dict[str, frozenset[str]] = {
    "health": frozenset({"health", "verification"}),
    "verification": frozenset({"health", "verification"}),
    "review": frozenset({"review", "verification"}),
    "backup": frozenset({"backup"}),
    "approval": frozenset({"approval"}),
}


def role_kept(role: GuardRole, text: str) -> bool:
    """Whether a step's words still carry a guard's action (a guard merged into it or
    reworded): its role, or one a rewording of it reads as (a health check worded as a plain
    check)."""
    return bool(_KEPT_AS[role] & set(guard_words(text)))
