# Hand-written golden: Let's Encrypt ACME account and wildcard certificate moved from certbot to cert-manager (DNS-01).
ID = "lt29_06"
TASK = ("Move the Let's Encrypt wildcard certificate for *.example.org and example.org, and the ACME account behind it, "
        "from certbot on edge-01 to cert-manager on the cluster edge-k8s with a Route 53 DNS-01 solver: backup, "
        "account key carried over, staging test, approval, production issuer, issuance checks, ingress switch, "
        "certbot renewal stopped.")

STEPS = [
    (1, [], "Open CHG-9034 for moving `*.example.org` and `example.org` from certbot on edge-01 to cert-manager on `edge-k8s`.",
     "Raise change CHG-9034: the `*.example.org` and `example.org` certificate stops being handled by certbot on edge-01 and is taken over by cert-manager on `edge-k8s`.",
     "For `*.example.org` and `example.org`, open CHG-9034: certbot on edge-01 hands them to cert-manager on `edge-k8s`."),
    (2, [1], "Back up the certbot state on edge-01 with `tar -czf /backup/letsencrypt-CHG-9034.tgz /etc/letsencrypt`.",
     "Archive everything certbot keeps on edge-01 before touching it: `tar -czf /backup/letsencrypt-CHG-9034.tgz /etc/letsencrypt`.",
     "`tar -czf /backup/letsencrypt-CHG-9034.tgz /etc/letsencrypt` backs up the certbot state on edge-01."),
    (3, [1], "Record the serial and expiry of the current certificate with `certbot certificates --cert-name example.org`; it must have more than 30 days left.",
     "Note what is live now, serial number and end date, from `certbot certificates --cert-name example.org`, and go on only if over 30 days of validity remain.",
     None),
    (4, [2], "Convert the ACME account key `/etc/letsencrypt/accounts/acme-v02.api.letsencrypt.org/directory/<account-id>/private_key.json` to PEM and store it as the Secret `letsencrypt-prod-account` in namespace `cert-manager`.",
     "Carry the existing ACME account over: turn `/etc/letsencrypt/accounts/acme-v02.api.letsencrypt.org/directory/<account-id>/private_key.json` into a PEM key and save it in namespace `cert-manager` as Secret `letsencrypt-prod-account`.",
     "The Secret `letsencrypt-prod-account` in namespace `cert-manager` receives, converted to PEM, the ACME account key `/etc/letsencrypt/accounts/acme-v02.api.letsencrypt.org/directory/<account-id>/private_key.json`."),
    (5, [1], "Create the IAM role `cert-manager-dns01` allowed `route53:ChangeResourceRecordSets` only on hosted zone Z0123456789ABC, and annotate the `cert-manager` service account with it.",
     "Give cert-manager just enough Route 53 rights: an IAM role `cert-manager-dns01` whose only permission is `route53:ChangeResourceRecordSets` on hosted zone Z0123456789ABC, referenced in an annotation on the `cert-manager` service account.",
     "Annotate the `cert-manager` service account with a new IAM role `cert-manager-dns01`, which may call `route53:ChangeResourceRecordSets` on hosted zone Z0123456789ABC and nothing else."),
    (6, [5], "Create the staging ClusterIssuer `letsencrypt-staging` with the Route 53 DNS-01 solver and issue a test certificate `test-staging` for `staging-check.example.org`.",
     "Rehearse on Let's Encrypt staging first: a ClusterIssuer `letsencrypt-staging` using the Route 53 DNS-01 solver must manage to issue the throw-away certificate `test-staging` for `staging-check.example.org`.",
     None),
    (7, [3, 4, 6], "Have the security lead approve the production ClusterIssuer manifest with account `ops@example.org`, `privateKeySecretRef: letsencrypt-prod-account` and zone Z0123456789ABC.",
     "The security lead reviews and approves the production ClusterIssuer manifest: account `ops@example.org`, `privateKeySecretRef: letsencrypt-prod-account`, zone Z0123456789ABC.",
     "With account `ops@example.org`, zone Z0123456789ABC and `privateKeySecretRef: letsencrypt-prod-account`, the production ClusterIssuer manifest needs the security lead's approval."),
    (8, [7], "Apply the ClusterIssuer `letsencrypt-prod` with `server: https://acme-v02.api.letsencrypt.org/directory` and check that `kubectl get clusterissuer letsencrypt-prod` shows `Ready=True` with the existing account URI.",
     "Create the production issuer `letsencrypt-prod` against `server: https://acme-v02.api.letsencrypt.org/directory`; `kubectl get clusterissuer letsencrypt-prod` has to report `Ready=True` and the account URI already in use.",
     "`kubectl get clusterissuer letsencrypt-prod` must show `Ready=True` with the existing account URI after applying `letsencrypt-prod` with `server: https://acme-v02.api.letsencrypt.org/directory`."),
    (9, [8], "Create the Certificate `wildcard-example-org` in namespace `ingress` for `*.example.org` and `example.org` with `secretName: wildcard-example-org-tls` and `issuerRef` `letsencrypt-prod`.",
     "Request the wildcard from cert-manager: a Certificate `wildcard-example-org` in namespace `ingress` covering `*.example.org` and `example.org`, issued by `issuerRef` `letsencrypt-prod` into `secretName: wildcard-example-org-tls`.",
     None),
    (10, [9], "Watch the DNS-01 challenge with `kubectl -n ingress get challenges` until the `_acme-challenge.example.org` TXT record is seen and the Certificate is `Ready=True`.",
     "Follow the DNS-01 challenge in `kubectl get challenges --namespace ingress`, waiting until Let's Encrypt has seen the `_acme-challenge.example.org` TXT record and the Certificate turns `Ready=True`.",
     "Until the Certificate is `Ready=True` and the `_acme-challenge.example.org` TXT record is seen, watch the DNS-01 challenge with `kubectl -n ingress get challenges`."),
    (11, [10], "Check the certificate in `wildcard-example-org-tls` with `openssl x509 -noout -subject -ext subjectAltName -enddate`: SANs `*.example.org` and `example.org`, 90 days of validity.",
     "Decode what landed in `wildcard-example-org-tls` using `openssl x509 -noout -enddate -subject -ext subjectAltName` and expect the SANs `*.example.org` and `example.org` and a 90 days lifetime.",
     "The SANs must be `*.example.org` and `example.org` and the validity 90 days when `openssl x509 -noout -subject -ext subjectAltName -enddate` reads the certificate in `wildcard-example-org-tls`."),
    (12, [10], "Check that the chain in `wildcard-example-org-tls` validates against ISRG Root X1 with `openssl verify -untrusted chain.pem cert.pem`.",
     "Make sure the served chain is sound: `openssl verify -untrusted chain.pem cert.pem`, run on the contents of `wildcard-example-org-tls`, must end at ISRG Root X1.",
     None),
    (13, [10], "Check that `kubectl -n ingress describe certificate wildcard-example-org` shows `The certificate has been successfully issued` and no failed `CertificateRequest`.",
     "Read the events of the Certificate (`kubectl --namespace ingress describe certificate wildcard-example-org`): `The certificate has been successfully issued` must be there, and no `CertificateRequest` may have failed.",
     None),
    (14, [11, 12, 13], "Point ingress-nginx at the new certificate with `--default-ssl-certificate=ingress/wildcard-example-org-tls` and roll the controller.",
     "Make the new Secret the ingress default by giving the ingress-nginx controller `--default-ssl-certificate=ingress/wildcard-example-org-tls`, then restart it in a rolling way.",
     "Roll the ingress-nginx controller after setting `--default-ssl-certificate=ingress/wildcard-example-org-tls` so it serves the new certificate."),
    (15, [14], "Check from outside with `openssl s_client -connect www.example.org:443 -servername www.example.org` that the served serial is the new one.",
     "From a host on the internet, run `openssl s_client -connect www.example.org:443 -servername www.example.org` and witness the new serial being served.",
     "The serial served to `openssl s_client -connect www.example.org:443 -servername www.example.org` from outside must be the new one."),
    (16, [15], "Stop certbot renewing on edge-01 with `systemctl disable --now certbot.timer`, keeping `/etc/letsencrypt` and the ACME account, which cert-manager now shares, for 30 days.",
     "Switch off certbot's renewals on edge-01 (`systemctl disable --now certbot.timer`) but hold on to `/etc/letsencrypt` and the ACME account, now shared with cert-manager, for 30 days.",
     None),
    (17, [14], "Add an alert on `certmanager_certificate_expiration_timestamp_seconds` when fewer than 21 days remain.",
     "Page someone whenever `certmanager_certificate_expiration_timestamp_seconds` shows less than 21 days to go.",
     None),
    (18, [16, 17], "Close CHG-9034 with the old and new serial numbers attached.",
     "Attach both serial numbers, old and new, and close CHG-9034.",
     None),
]

GUARDS = {
    2: "backup: /etc/letsencrypt archived before the move",
    3: "health: current certificate has more than 30 days left",
    6: "dryrun: DNS-01 rehearsed against Let's Encrypt staging",
    7: "approval: security lead approves the production issuer",
    11: "verify: SANs and validity of the issued certificate",
    12: "verify: chain validates to ISRG Root X1",
    15: "verify: new serial witnessed from outside before certbot is stopped",
}
DROP_GUARD = 6

SPLITS = {
    4: ["Convert the ACME account key `/etc/letsencrypt/accounts/acme-v02.api.letsencrypt.org/directory/<account-id>/private_key.json` to PEM.",
        "Store the PEM key as the Secret `letsencrypt-prod-account` in namespace `cert-manager`."],
    9: ["Create the Certificate `wildcard-example-org` in namespace `ingress` for `*.example.org` and `example.org`.",
        "Give it `secretName: wildcard-example-org-tls` and `issuerRef` `letsencrypt-prod`."],
}

REGEN_SPLIT = [
    (10, ["Follow the DNS-01 challenge through `kubectl get challenges -n ingress`.",
          "Poll until the `_acme-challenge.example.org` TXT record has been seen",
          "and the Certificate reports `Ready=True`."]),
    (16, ["Switch off certbot's renewal on edge-01 with `systemctl disable --now certbot.timer`.",
          "Leave `/etc/letsencrypt` and the ACME account, which cert-manager now shares, in place for 30 days afterwards."]),
]

SERIALIZE = [11, 12, 13]

COMPRESS = [
    ([2, 4], "Back up `/etc/letsencrypt` and move the ACME account key into a cert-manager Secret."),
    ([5, 6], "Set up Route 53 access for cert-manager and test DNS-01 on staging."),
    ([8, 9, 10], "Apply the production ClusterIssuer, request the wildcard Certificate and wait for it."),
    ([16, 18], "Stop certbot on edge-01 and close the change."),
]

LOST = {"remove": (15, 16), "add": [(14, 16), (15, 18)],
        "why": "certbot renewal on edge-01 is switched off as soon as ingress-nginx is rolled, without first seeing the new certificate served from outside"}

TARGET = {"step": 8, "old": "acme-v02.api", "new": "acme-staging-v02.api", "kind": "ACME directory URL (staging instead of production)"}

OPERATION = {"step": 16,
             "text": "Stop certbot renewing on edge-01 with `certbot unregister --non-interactive`, keeping `/etc/letsencrypt` and the ACME account, which cert-manager now shares, for 30 days.",
             "change": "command swapped inside the code span with the prose kept: the timer disable becomes certbot unregister, which deactivates the ACME account cert-manager now uses"}
