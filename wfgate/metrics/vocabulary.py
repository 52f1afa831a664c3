"""Words that identify, for :mod:`wfgate.metrics.identifiers`: command-line tools, English
function words, closed classes of names prose writes as plain words (environments, booleans,
weekdays), nouns that introduce a name, and abbreviations."""

from __future__ import annotations

import re
from functools import lru_cache

# Command-line tools whose next words are subcommands. A word is also taken for a command by
# shape (``*ctl``, ``*-cli``, ``*.sh``) or context (directly followed by a flag).
KNOWN_TOOLS = frozenset({
    "terraform", "kubectl", "helm", "git", "docker", "podman", "aws", "gcloud", "az",
    "systemctl", "psql", "mysql", "redis-cli", "ansible", "ansible-playbook", "npm", "yarn",
    "pip", "pip3", "python3", "cargo", "mvn", "gradle", "curl", "wget", "ssh", "scp", "rsync",
    "tar", "gzip", "rm", "cp", "mv", "grep", "sed", "awk", "chmod", "chown", "pkill",
    "journalctl", "eksctl", "pulumi", "gh", "apt-get", "yum", "dnf", "brew", "openssl", "sqlcmd",
    "bq", "gsutil",
    # other common infrastructure, database and network CLIs
    # (not English words such as make, kill or dig: "make sure" is no command)
    "vault", "consul", "nomad", "packer", "kubeadm", "kustomize", "argocd", "velero", "restic",
    "certbot", "iptables", "ufw", "crontab", "doctl", "heroku", "minikube", "skaffold",
    "mongosh", "mongodump", "mongorestore", "mysqldump", "pg_dump", "pg_restore", "pg_dumpall",
    "pg_basebackup", "sqlite3", "spark-submit", "hdfs", "jq", "yq", "sops", "gpg", "ssh-keygen",
    "tcpdump", "nslookup", "apachectl", "logrotate", "rclone", "s3cmd", "azcopy", "linkerd",
    "nerdctl", "buildah", "skopeo", "trivy", "cosign",
    # schema migration, database and cluster administration tools
    "flyway", "liquibase", "alembic", "helmfile", "terragrunt", "kubectx", "kubens", "stern",
    "k9s", "k3d", "kops", "cqlsh", "nodetool", "pgbench", "pg_isready", "pg_upgrade",
    "dropdb", "createdb", "vacuumdb", "reindexdb", "mysqladmin", "mysqlbinlog", "xtrabackup",
    "mongoexport", "mongoimport", "kcat", "kafkacat", "etcdutl", "promtool", "amtool",
    "tflint", "checkov", "conftest", "ansible-vault", "aws-vault",
    # archivers and compressors
    "zstd", "xz", "bzip2", "lz4", "pigz", "zip", "unzip", "7z",
    # data platform CLIs
    "airflow", "dbt", "snowsql", "databricks", "dagster", "beeline", "trino",
    # storage, hardware and network administration
    "ceph", "rbd", "radosgw-admin", "zfs", "zpool", "lvcreate", "lvextend", "lvreduce",
    "lvremove", "pvcreate", "vgextend", "ipmitool", "conntrack", "ethtool", "nft",
})
# English function words: never a subcommand, a flag's value or a command.
STOPWORDS = frozenset([
    "a", "an", "the", "and", "or", "but", "nor", "so", "then", "than", "that", "this", "these",
    "those", "it", "its", "they", "them", "their", "there", "to", "of", "in", "on", "at", "for",
    "with", "by", "from", "into", "onto", "over", "under", "via", "per", "as", "if", "when",
    "while", "until", "after", "before", "once", "each", "every", "all", "any", "some", "no",
    "not", "only", "also", "is", "are", "was", "were", "be", "been", "being", "do", "does", "did",
    "has", "have", "had", "will", "would", "should", "must", "can", "could", "may", "might",
    "you", "your", "we", "our", "he", "she", "his", "her", "which", "who", "whom", "whose",
    "what", "where", "how", "why", "up", "down", "out", "off", "about", "again", "here", "just",
    "too", "very", "using", "against", "without", "within", "across", "through", "during",
    "between", "since", "because", "unless", "whether", "instead", "toward", "towards", "upon",
    "except", "along", "among", "around", "behind", "beyond", "despite"
])
SQL_TABLE_KEYWORDS = ("FROM", "INTO", "UPDATE", "JOIN", "TABLE")
# Deployment environments, a closed class of names prose writes as plain words; each short
# form keys as its long form (prod = production).
ENVIRONMENTS = {"prod": "production", "production": "production", "staging": "staging",
                "stage": "staging", "stg": "staging", "dev": "development",
                "development": "development", "qa": "qa", "uat": "uat", "sandbox": "sandbox",
                "preprod": "preprod", "pre-prod": "preprod", "pre-production": "preprod"}
# Other closed classes prose writes as plain words: a value of each replaced by another is a
# swap (``true`` -> ``false``, Sunday -> Saturday, ``>`` -> ``<``); keys join short forms.
CLOSED_CLASSES: dict[str, tuple[str, str]] = {
    w: ("bool", w) for w in ("true", "false")} | {
    op: ("operator", op) for op in (">", "<", ">=", "<=", "==", "!=")} | {
    form: ("weekday", day) for day in ("monday", "tuesday", "wednesday", "thursday", "friday",
                                       "saturday", "sunday")
    for form in (day, day[:3])} | {
    # a deployment slot, and the two sides of replication (synonyms share a key)
    w: ("slot", w) for w in ("blue", "green")} | {
    w: ("role", "primary") for w in ("primary", "master", "leader", "writer", "active")} | {
    w: ("role", "replica") for w in ("replica", "secondary", "standby", "slave", "follower",
                                     "reader", "passive")}
# Opposites operations are told by (oldest / latest restore point, ingress / egress, soft /
# hard delete, sequentially / simultaneously, above / below a threshold): each pair is a
# closed class, synonyms on one side share a key.
CONTRASTS: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (("latest", "newest", "last", "most-recent"), ("oldest", "earliest", "first")),
    (("ascending", "asc"), ("descending", "desc")),
    (("inbound", "ingress", "incoming"), ("outbound", "egress", "outgoing")),
    (("upstream",), ("downstream",)), (("source", "src"), ("destination", "dest")),
    (("minimum", "min", "lowest"), ("maximum", "max", "highest")),
    (("sequentially", "sequential", "serially", "serial"),
     ("simultaneously", "simultaneous", "concurrently", "concurrent", "parallel")),
    (("synchronous", "synchronously", "sync"), ("asynchronous", "asynchronously", "async")),
    (("internal", "private"), ("external", "public")),
    (("read-only", "readonly"), ("read-write", "readwrite")), (("soft",), ("hard",)),
    (("graceful", "gracefully"), ("forced", "forceful", "forcefully")),
    (("incremental",), ("full",)), (("shallow",), ("deep",)),
    (("above", "exceeds", "exceeding"), ("below", "beneath")), (("greater",), ("less",)),
    (("most",), ("least",)),
)
# Storage and data tiers: one written for another is a swap (the warm tier -> the cold tier).
CLOSED_CLASSES |= {w: ("tier", w) for w in ("hot", "warm", "cold", "frozen")}
CLOSED_CLASSES |= {word: (f"contrast:{sides[0][0]}", side[0]) for sides in CONTRASTS
                   for side in sides for word in side}
# Written in upper case or in a code span, on/off and yes/no are booleans (``SET x = ON``).
CLOSED_CLASSES |= {"on": ("bool", "true"), "off": ("bool", "false"),
                   "yes": ("bool", "true"), "no": ("bool", "false")}
# Operations prose names with a verb. Words of one group are synonyms a rewording may
# exchange (delete / remove); each group's key is its first word. Verbs with everyday senses
# beside the operation are left out (drop a severity, raise an alert, lower the TTL, upload or
# attach a file to a ticket, push a button).
OPERATION_GROUPS: tuple[tuple[str, ...], ...] = (
    ("enable", "activate", "re-enable", "reenable"), ("disable", "deactivate"),
    ("pause", "suspend"), ("resume", "unpause", "unsuspend"),
    ("start", "launch", "boot", "trigger", "begin", "commence"),
    ("stop", "halt", "shutdown", "shut"),
    ("restart", "reboot", "bounce", "recycle"), ("reload",), ("kill",),
    ("delete", "destroy", "erase", "wipe", "purge", "decommission"), ("remove",),
    ("create", "add", "provision"), ("attach", "associate"), ("detach", "disassociate"),
    ("mount",), ("unmount", "umount"), ("cordon",), ("uncordon",), ("drain",),
    ("lock",), ("unlock",), ("grant",), ("revoke",), ("allow", "permit", "allowlist"),
    ("deny", "block", "blocklist"), ("approve",), ("reject", "decline"),
    ("promote",), ("demote",), ("failover",), ("switchover",),
    ("backup", "snapshot"), ("restore", "recover"), ("rollback", "revert"),
    ("upgrade",), ("downgrade",), ("encrypt",), ("decrypt",), ("freeze",),
    ("unfreeze", "thaw"), ("truncate",), ("archive",), ("unarchive",),
    ("include",), ("exclude",), ("expand",), ("contract",), ("commit",), ("abort", "cancel"),
    ("silence", "mute", "snooze"), ("unmute", "unsilence"), ("isolate", "fence", "quarantine"),
    ("rotate",), ("invalidate",), ("flush",), ("compact",), ("rebuild", "reindex"),
)
# Which replacements of one operation by another are swaps, and not a rewording's choice of
# a neighbouring verb (freeze writes = stop writes): turning something on where it was
# turned off or the reverse; a destructive operation where there was none, or none where
# there was one; and pairs of distinct operations on the same thing.
TURN_ON = frozenset({"enable", "resume", "start", "unfreeze", "unlock", "allow", "grant",
                     "attach", "mount", "uncordon", "promote", "unmute", "include", "expand",
                     "commit", "create"})
TURN_OFF = frozenset({"disable", "pause", "stop", "freeze", "lock", "deny", "revoke", "detach",
                      "unmount", "cordon", "demote", "silence", "exclude", "contract", "abort",
                      "rollback", "remove"})
DESTRUCTIVE = frozenset({"delete", "kill", "truncate", "flush"})
DISTINCT_OPERATIONS = frozenset(frozenset(pair) for pair in (
    ("restart", "reload"), ("restart", "stop"), ("backup", "restore"),
    ("failover", "switchover"), ("upgrade", "downgrade"), ("encrypt", "decrypt"),
    ("archive", "unarchive"), ("approve", "reject"), ("drain", "cordon")))


def operations_conflict(old: str, new: str) -> bool:
    """Whether operation ``new`` in place of ``old`` (group keys) is a different operation."""
    if old == new:
        return False
    destructive_change = (old in DESTRUCTIVE) != (new in DESTRUCTIVE) \
        and "remove" not in (old, new)  # remove: delete a file, or detach a node
    return (old in TURN_ON and new in TURN_OFF) or (old in TURN_OFF and new in TURN_ON) \
        or destructive_change \
        or frozenset((old, new)) in DISTINCT_OPERATIONS


# A verb with its particle: "turn off" is disable, "roll back" a rollback.
PHRASAL_OPERATIONS = {("turn", "on"): "enable", ("switch", "on"): "enable",
                      ("turn", "off"): "disable", ("switch", "off"): "disable",
                      ("shut", "down"): "stop", ("power", "off"): "stop",
                      ("power", "on"): "start", ("power", "cycle"): "restart",
                      ("roll", "back"): "rollback", ("spin", "up"): "start",
                      ("spin", "down"): "stop", ("bring", "up"): "start",
                      ("bring", "down"): "stop", ("tear", "down"): "delete",
                      ("back", "up"): "backup", ("bring", "back"): "resume",
                      ("kick", "off"): "start", ("fail", "over"): "failover",
                      ("switch", "over"): "switchover"}


_DOUBLED = frozenset({"stop", "drop", "commit", "permit", "ship", "plan"})  # stopped


def _inflections(verb: str) -> set[str]:
    """A verb's written forms: delete, deletes, deleted, deleting; stop, stopped, stopping."""
    forms = {verb, verb + ("es" if verb.endswith(("s", "sh", "ch", "x", "z")) else "s")}
    stem = verb + verb[-1] if verb in _DOUBLED else verb[:-1] if verb.endswith("e") else verb
    return forms | {stem + "ed", stem + "ing"}


OPERATIONS: dict[str, str] = {form: group[0] for group in OPERATION_GROUPS
                              for verb in group for form in _inflections(verb)}
# Closed classes whose words count only when one replaces another: alone, a rewording
# ("the checks are green" written "the checks pass", "stop the service" as "the service
# must be stopped").
PAIRED_ONLY = frozenset({"bool", "operator", "weekday", "slot", "role", "proper", "op",
                         "contrast", "tier"})


def paired_only(kind: str) -> bool:
    """Whether identifiers of ``kind`` count only when one replaces another."""
    return kind.split(":", 1)[0] in PAIRED_ONLY
# Nouns whose next word is a name when it closes the phrase: ``namespace payments``.
LABEL_NOUNS = frozenset({"namespace", "project", "context", "branch", "bucket", "workspace",
                         "keyspace", "vhost", "profile", "clusterrole", "serviceaccount",
                         "storageclass"})
# Modifiers between a determiner and a label noun that do not name the thing (the current
# branch); any other word there does (the main branch, the payments namespace).
GENERIC_MODIFIERS = frozenset({
    "new", "old", "current", "same", "existing", "correct", "right", "wrong", "other",
    "previous", "next", "affected", "relevant", "given", "specific", "target", "source",
    "remote", "local", "whole", "entire", "original", "latest", "active", "matching",
    "respective", "appropriate", "dedicated", "separate", "corresponding", "shared",
    "temporary", "first", "last", "second", "live", "failing", "broken", "healthy"})
# Ordinary prose words a rewording exchanges one for another (not operations: those have
# their own groups); one written for another of its group is no swap.
PROSE_SYNONYMS: tuple[frozenset[str], ...] = tuple(frozenset(group.split()) for group in (
    "check verify confirm ensure validate inspect review examine test",
    "run execute invoke", "tell notify inform ping page alert", "post share send report",
    "get fetch retrieve obtain collect gather grab capture", "show display list print output",
    "use utilize employ", "finish complete end conclude", "look search", "need require",
    "find locate identify determine", "large big huge", "small little tiny minor",
    "quick fast short brief rapid swift speedy", "error failure fault",
    "issue problem incident", "note record log document write", "wait hold",
    "until till", "team group", "step stage phase", "job task", "file ticket",
    "whether if", "via through using with", "mins minutes", "secs seconds",
    "sure certain", "every each all", "again anew",
    "usual normal typical regular standard expected ordinary customary",
    "raise increase grow bump boost lift", "drop fall decrease decline dip sink reduce lower",
    "touch touching modify modifying change changing alter altering edit editing update "
    "updating adjust adjusting tweak tweaking",
    "important critical crucial essential vital", "careful cautious", "correct right proper",
    "wrong incorrect", "broken failed failing faulty", "healthy ok fine good",
    "slow sluggish", "enough sufficient adequate", "extra additional", "affected impacted",
    "affect impact", "watch monitor observe track follow", "see notice", "ask request",
    "help assist", "fix repair resolve remediate address", "attempt try",
    "keep retain preserve maintain", "choose pick select", "say state", "high elevated",
    "many several multiple numerous", "often frequently", "near close", "new fresh",
    "tag label mark", "describe explain", "whole entire", "mentioned noted",
))
# Adverbs after a flag are prose, not its value (nginx -t first).
FLAG_VALUE_ADVERBS = frozenset({"first", "again", "later", "instead", "afterwards", "now",
                                "immediately", "manually", "once", "twice", "too"})
# Words before a noun that make the noun's next word a compound's head, not a name.
DETERMINERS = frozenset({"the", "a", "an", "this", "that", "these", "those", "each", "every",
                         "its", "their", "our", "your", "his", "her", "my"})
# Operations with no everyday sense: their words count wherever they stand (group keys).
TECHNICAL_OPERATIONS = frozenset({"failover", "switchover", "cordon", "uncordon", "unmount",
                                  "decommission", "truncate", "resume", "rollback"})
# Words after which a verb is the clause's own (an imperative, an infinitive, a participle
# of a state): "then drain", "must not delete", "is disabled", not "disk drops below".
VERB_LEADS = frozenset({"then", "and", "or", "to", "first", "please", "also", "not", "never",
                        "must", "should", "can", "will", "do", "don't", "is", "are", "be",
                        "been", "was", "were", "stays", "remains", "keep", "finally", "next",
                        "now", "immediately", "only", "just", "so"})
# Particles that are a subcommand after another subcommand (``docker compose down``).
SUB_PARTICLES = frozenset({"up", "down"})
_INFLECTIONS = frozenset({"s", "es", "d", "ed", "ing", "er", "ers", "ped", "ping", "ted",
                          "ting", "ned", "ning", "ged", "ging", "red", "ring"})
_NUMERONYM = re.compile(r"^([a-z])(\d+)([a-z])$", re.I)


def abbreviates(short: str, long: str) -> bool:
    """``short`` abbreviates ``long``: a prefix (prod / production), a short form from the
    word's letters (db / database), or a numeronym (k8s / kubernetes)."""
    short, long = short.lower(), long.lower()
    if len(short) >= len(long) or len(short) < 2 or short[0] != long[0] or short in STOPWORDS:
        return False  # a single letter ("a") or a function word ("to") abbreviates nothing
    if match := _NUMERONYM.match(short):
        _, count, last = match.groups()
        return len(long) == int(count) + 2 and long[-1] == last
    if not (short.isalpha() and long.isalpha()):
        return False  # names with digits or separators are not abbreviations
    if len(short) >= 3 and long.startswith(short):
        return long[len(short):] not in _INFLECTIONS  # DROP is no abbreviation of dropped
    if len(short) <= 3 and short.isalpha():
        rest = iter(long[1:])
        return all(ch in rest for ch in short[1:])
    return False


@lru_cache(maxsize=4096)
def plain_text(text: str) -> str:
    return " ".join(text.replace("`", " ").split())


@lru_cache(maxsize=8192)
def _whole_word(token: str) -> re.Pattern[str]:
    return re.compile(r"(?<![\w-])" + re.escape(token) + r"(?![\w-])", re.IGNORECASE)


def mention_count(text: str, token: str) -> int:
    """How often ``token`` stands in ``text`` as a whole word (case-insensitive)."""
    return len(_whole_word(token).findall(plain_text(text)))


def mentions(text: str, token: str) -> bool:
    """Whether ``token`` stands in ``text`` as a whole word (case-insensitive)."""
    return _whole_word(token).search(text) is not None


@lru_cache(maxsize=8192)
def _exact_word(token: str, case: bool) -> re.Pattern[str]:
    return re.compile(r"(?<![\w./-])" + re.escape(token) + r"(?![\w-]|\.\w)",
                      0 if case else re.IGNORECASE)


def mentions_exactly(text: str, token: str, *, case: bool = False) -> bool:
    """Whether ``token`` stands in ``text`` whole, not as the start or end of a longer
    path, host or file name (``api.conf`` in ``api.conf.bak``); ``case``: case-sensitive."""
    return _exact_word(token, case).search(text) is not None


# Operations a one-word edit may exchange without changing what the step does.
NEIGHBOUR_OPERATIONS = frozenset(frozenset(pair) for pair in (
    ("freeze", "stop"), ("freeze", "pause"), ("pause", "stop"), ("remove", "delete"),
    ("remove", "detach")))


def operations_alike(a: str, b: str) -> bool:
    """Whether a rewording may write operation ``b`` for ``a`` (group keys): the same group,
    a neighbour, or the same side of on / off (pause it = stop it)."""
    return a == b or frozenset((a, b)) in NEIGHBOUR_OPERATIONS \
        or (a in TURN_ON and b in TURN_ON) or (a in TURN_OFF and b in TURN_OFF)


def operations_differ(old: str, new: str) -> bool:
    """Whether a one-word edit of operation ``old`` into ``new`` (group keys) changes what
    the step does: any other group than its own or a neighbour's (snapshot -> detach)."""
    return old != new and frozenset((old, new)) not in NEIGHBOUR_OPERATIONS
