"""lt28_07: fleet SSH moved from static authorized_keys to step-ca user certificates via Puppet (hand-written)."""
ID = "lt28_07"
TASK = ("Move SSH logins on 1,420 Linux hosts from static authorized_keys to user certificates from step-ca "
        "0.27.2 on ca01.ops.acme.io, rolled out by Puppet (pilot, Frankfurt and Amsterdam waves), then purge "
        "the static keys and revoke them with a KRL (CHG-83310).")

STEPS = [
    (1, [],
     "Open CHG-83310 to move SSH logins on the 1,420 Linux hosts from static authorized_keys files to user certificates signed by step-ca 0.27.2 on ca01.ops.acme.io, rolled out with Puppet module profile::ssh_ca v1.3.0.",
     "Raise CHG-83310: the 1,420 Linux hosts stop relying on static authorized_keys files for SSH and accept user certificates from step-ca 0.27.2 on ca01.ops.acme.io instead, deployed by the Puppet module profile::ssh_ca v1.3.0.",
     "With Puppet module profile::ssh_ca v1.3.0, user certificates signed by step-ca 0.27.2 on ca01.ops.acme.io are to replace the static authorized_keys files for SSH on the 1,420 Linux hosts: CHG-83310 is opened for that."),
    (2, [1],
     "Get sign-off at the IAM change board from the security architect (@pnair) and the Linux platform lead, with the certificate lifetime of 16 hours and the break-glass key for opsadmin written into CHG-83310.",
     "The security architect (@pnair) and the Linux platform lead approve at the IAM change board, with CHG-83310 stating a certificate lifetime of 16 hours and the break-glass key kept for opsadmin.",
     None),
    (3, [1],
     "Back up the CA before it is changed: on ca01 run `tar czf - /etc/step-ca | age -r age1k8v3h9qz0exampleqq > /srv/backup/step-ca-20241216.tar.gz.age` and copy the file to vault02:/ca-backups/, noting its SHA-256 in CHG-83310.",
     "Take a copy of the CA ahead of the change: `tar czf - /etc/step-ca | age -r age1k8v3h9qz0exampleqq > /srv/backup/step-ca-20241216.tar.gz.age` on ca01, then put the file on vault02:/ca-backups/ and note its SHA-256 in CHG-83310.",
     "Copy /srv/backup/step-ca-20241216.tar.gz.age to vault02:/ca-backups/ with its SHA-256 in CHG-83310, after creating it on ca01 with `tar czf - /etc/step-ca | age -r age1k8v3h9qz0exampleqq > /srv/backup/step-ca-20241216.tar.gz.age`: that is the backup of the CA before it changes."),
    (4, [2, 3],
     "Add the SSH provisioner on ca01: `step ca provisioner add corp-sso --type OIDC --client-id ssh-ca-prod --configuration-endpoint https://login.acme.io/.well-known/openid-configuration --ssh`, and set `maxUserSSHCertDuration` to `16h` in /etc/step-ca/config/ca.json.",
     "On ca01, create the OIDC provisioner for SSH with `step ca provisioner add corp-sso --ssh --client-id ssh-ca-prod --type OIDC --configuration-endpoint https://login.acme.io/.well-known/openid-configuration`, and in /etc/step-ca/config/ca.json put `maxUserSSHCertDuration` at `16h`.",
     None),
    (5, [4],
     "Run the module in no-op mode on the 40 pilot hosts (`bolt command run 'puppet agent -t --noop --tags profile::ssh_ca' --targets pilot-ssh`) and read the /etc/ssh/sshd_config diff with @pnair.",
     "Dry-run the module first, as a Puppet no-op, on the 40 pilot hosts: `bolt command run 'puppet agent --noop --test --tags profile::ssh_ca' --targets pilot-ssh`; go through the /etc/ssh/sshd_config diff with @pnair.",
     "Read the /etc/ssh/sshd_config diff with @pnair from a no-op run of the module on the 40 pilot hosts: `bolt command run 'puppet agent -t --noop --tags profile::ssh_ca' --targets pilot-ssh`."),
    (6, [5],
     "Enable the module on the pilot group (`ssh_ca_enabled: true` in hieradata/group/pilot-ssh.yaml): it writes `TrustedUserCAKeys /etc/ssh/ca_user.pub`, `AuthorizedPrincipalsFile /etc/ssh/principals/%u` and `RevokedKeys /etc/ssh/revoked_keys`, checks with `sshd -t` and reloads sshd.",
     "Switch the module on for pilot-ssh by setting `ssh_ca_enabled: true` in hieradata/group/pilot-ssh.yaml; Puppet then adds `TrustedUserCAKeys /etc/ssh/ca_user.pub`, `AuthorizedPrincipalsFile /etc/ssh/principals/%u` and `RevokedKeys /etc/ssh/revoked_keys`, validates the config with `sshd -t` and reloads sshd.",
     None),
    (7, [6],
     "Log in with a certificate: after `step ssh login alice@acme.io --provisioner corp-sso`, `ssh pilot-web01.acme.io` must succeed and `ssh-keygen -L -f ~/.step/ssh/alice-cert.pub` must show principal alice and a validity of 16 hours.",
     "Test a certificate login: get a certificate with `step ssh login alice@acme.io --provisioner corp-sso`, then `ssh pilot-web01.acme.io` has to work, and `ssh-keygen -L -f ~/.step/ssh/alice-cert.pub` has to list principal alice, valid for 16 hours.",
     "Principal alice and a validity of 16 hours must appear in `ssh-keygen -L -f ~/.step/ssh/alice-cert.pub`, and `ssh pilot-web01.acme.io` must succeed, once `step ssh login alice@acme.io --provisioner corp-sso` has issued the certificate."),
    (8, [6],
     "Check the break-glass path still works: `ssh -o CertificateFile=none -i ~/.ssh/opsadmin_ed25519 opsadmin@pilot-web01.acme.io` must log in with the static key.",
     "Make sure the static break-glass key is still accepted: `ssh -i ~/.ssh/opsadmin_ed25519 -o CertificateFile=none opsadmin@pilot-web01.acme.io` has to get in.",
     None),
    (9, [6],
     "Read the sshd log on pilot-web01: `journalctl -u sshd --since -10min` must show `Accepted publickey for alice` with `ED25519-CERT` and the CA fingerprint `SHA256:Qm4vX2hT9pLw` of ca_user.pub.",
     "On pilot-web01, look through `journalctl -u sshd --since -10min`: the `Accepted publickey for alice` line has to carry `ED25519-CERT` and the CA fingerprint `SHA256:Qm4vX2hT9pLw` of ca_user.pub.",
     "`Accepted publickey for alice` with `ED25519-CERT` and the CA fingerprint `SHA256:Qm4vX2hT9pLw` of ca_user.pub: that is what `journalctl -u sshd --since -10min` on pilot-web01 must show."),
    (10, [7, 8, 9],
     "Let the pilot run 3 days: 0 lockouts reported in #ssh-ca, and at least 90 % of logins on the 40 pilot hosts by certificate in the Kibana view ssh-auth.",
     "Give the pilot 3 days: nobody may report a lockout in #ssh-ca (0), and the Kibana view ssh-auth has to show 90 % or more of the logins on the 40 pilot hosts made with a certificate.",
     "At least 90 % of logins on the 40 pilot hosts by certificate in the Kibana view ssh-auth and 0 lockouts reported in #ssh-ca, over 3 days of pilot."),
    (11, [10],
     "Wave 1, Frankfurt: set `ssh_ca_enabled: true` in hieradata/datacenter/fra.yaml for the 700 hosts there and wait until PuppetDB reports all 700 `unchanged` or `changed` without failures.",
     "Roll wave 1 out in Frankfurt: `ssh_ca_enabled: true` goes into hieradata/datacenter/fra.yaml for its 700 hosts, and PuppetDB has to show every one of the 700 as `unchanged` or `changed` with no failures.",
     "For the 700 Frankfurt hosts, set `ssh_ca_enabled: true` in hieradata/datacenter/fra.yaml and wait for PuppetDB to report all 700 `unchanged` or `changed` without failures: that is wave 1, Frankfurt."),
    (12, [10],
     "Wave 1, Amsterdam: the same in hieradata/datacenter/ams.yaml for the 680 hosts there, with the same PuppetDB check.",
     "In Amsterdam, the other half of wave 1: do the same in hieradata/datacenter/ams.yaml for its 680 hosts and check PuppetDB the same way.",
     None),
    (13, [11, 12],
     "Watch the whole fleet for 24 hours: `sshd` reload failures 0 in PuppetDB, no lockout tickets in queue IAM-OPS, certificate logins above 90 %.",
     "Keep an eye on all the hosts for a day: PuppetDB must show 0 `sshd` reload failures, queue IAM-OPS must get no lockout tickets, and more than 90 % of logins must use certificates.",
     None),
    (14, [13],
     "Purge the static keys: set `purge_authorized_keys: true` in hieradata/common.yaml, which deletes every ~/.ssh/authorized_keys except /home/opsadmin/.ssh/authorized_keys holding key `breakglass-2024` for user opsadmin.",
     "Remove the static keys: `purge_authorized_keys: true` in hieradata/common.yaml makes Puppet delete all ~/.ssh/authorized_keys files apart from /home/opsadmin/.ssh/authorized_keys, which keeps key `breakglass-2024` for user opsadmin.",
     "Every ~/.ssh/authorized_keys except /home/opsadmin/.ssh/authorized_keys (key `breakglass-2024`, user opsadmin) is deleted once `purge_authorized_keys: true` is set in hieradata/common.yaml: that purges the static keys."),
    (15, [14],
     "Scan the fleet: `bolt command run 'find /home /root -name authorized_keys' --targets all` must list /home/opsadmin/.ssh/authorized_keys and nothing else on each of the 1,420 hosts.",
     "Check the whole fleet with `bolt command run 'find /home /root -name authorized_keys' --targets all`: on every one of the 1,420 hosts the only file found may be /home/opsadmin/.ssh/authorized_keys.",
     "On each of the 1,420 hosts, only /home/opsadmin/.ssh/authorized_keys may be listed by `bolt command run 'find /home /root -name authorized_keys' --targets all`."),
    (16, [14],
     "Revoke the 212 old static keys: build a KRL with `ssh-keygen -k -f revoked_keys old_keys/*.pub`, commit it to the module as files/revoked_keys, and let Puppet install it as `RevokedKeys /etc/ssh/revoked_keys` on all hosts.",
     "Turn the 212 retired static keys into a revocation list: `ssh-keygen -k -f revoked_keys old_keys/*.pub` builds the KRL, which goes into the module as files/revoked_keys and is installed by Puppet on every host as `RevokedKeys /etc/ssh/revoked_keys`.",
     None),
    (17, [15, 16],
     "Close CHG-83310 with the pilot figures, the fleet scan and the KRL checksum attached, and announce in #ops that static keys no longer work.",
     "Announce in #ops that static keys no longer work, attach the pilot figures, the fleet scan and the checksum of the KRL to CHG-83310, and close it.",
     None),
]

GUARDS = {
    2: "approval: security architect and Linux platform lead sign off at the IAM change board",
    3: "backup: /etc/step-ca encrypted with age and copied to vault02",
    5: "dryrun: Puppet no-op on the 40 pilot hosts, sshd_config diff read with @pnair",
    7: "verify: certificate login on the pilot",
    8: "verify: static break-glass key still works",
    10: "health: 3 days of pilot with 0 lockouts and 90 % certificate logins",
    13: "health: 24 hours of the whole fleet on certificates before the static keys are purged",
    15: "verify: fleet scan finds only the break-glass authorized_keys",
}
DROP_GUARD = 2

SPLITS = {
    4: ["Add the SSH provisioner on ca01: `step ca provisioner add corp-sso --type OIDC --client-id ssh-ca-prod --configuration-endpoint https://login.acme.io/.well-known/openid-configuration --ssh`.",
        "Then set `maxUserSSHCertDuration` to `16h` in /etc/step-ca/config/ca.json."],
    14: ["Purge the static keys: set `purge_authorized_keys: true` in hieradata/common.yaml.",
         "That deletes every ~/.ssh/authorized_keys except /home/opsadmin/.ssh/authorized_keys, which holds key `breakglass-2024` for user opsadmin."],
}
REGEN_SPLIT = {
    6: ["Enable the module on the pilot group by setting `ssh_ca_enabled: true` in hieradata/group/pilot-ssh.yaml.",
        "On its next run Puppet writes `TrustedUserCAKeys /etc/ssh/ca_user.pub`, `AuthorizedPrincipalsFile /etc/ssh/principals/%u` and `RevokedKeys /etc/ssh/revoked_keys` into sshd_config.",
        "It checks the result with `sshd -t` before reloading sshd."],
    16: ["Build a KRL of the 212 old static keys with `ssh-keygen -k -f revoked_keys old_keys/*.pub` and commit it to the module as files/revoked_keys.",
         "Puppet then installs it on all hosts as `RevokedKeys /etc/ssh/revoked_keys`, which revokes those keys."],
}
SERIALIZE = [7, 8, 9]
COMPRESS = [
    ([1, 2], "Open CHG-83310 for SSH certificates and get it approved."),
    ([4, 5], "Add the corp-sso SSH provisioner and run the Puppet module in no-op on the pilot."),
    ([6, 7], "Enable the module on the pilot and test a certificate login."),
    ([11, 13], "Roll out to Frankfurt and watch the fleet."),
    ([15, 17], "Scan the fleet for authorized_keys files and close the change."),
]
LOST = {"remove": (13, 14), "add": [(11, 14), (12, 14), (13, 15)],
        "why": "the static keys are purged as soon as the Frankfurt and Amsterdam waves have applied, without the "
               "24-hour watch of the whole fleet on certificates"}
TARGET = {"step": 12, "old": "hieradata/datacenter/ams.yaml", "new": "hieradata/datacenter/fra.yaml",
          "kind": "datacenter hieradata file for the Amsterdam wave (Frankfurt's again)"}
OPERATION = {"step": 14,
             "text": "Purge the static keys: set `purge_authorized_keys: true` in hieradata/common.yaml, which deletes every ~/.ssh/authorized_keys including /home/opsadmin/.ssh/authorized_keys holding key `breakglass-2024` for user opsadmin.",
             "change": "purge with the break-glass file kept (`except`) -> purge including the break-glass file"}
