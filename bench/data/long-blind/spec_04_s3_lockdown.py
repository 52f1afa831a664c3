"""lb_04: lock down a publicly readable S3 bucket to TLS and one VPC endpoint."""
ID = "lb_04"
TASK = ("Lock down s3://acme-customer-exports flagged by Security Hub S3.8: block public access, enforce TLS and "
        "the VPC endpoint, retire the legacy export-bot key")

STEPS = [
    (1, [], "Open SEC-7719: bucket s3://acme-customer-exports (account 381492650117, us-east-1) is flagged by Security Hub control S3.8 for public access.",
     "Log SEC-7719 because Security Hub control S3.8 reports public access on s3://acme-customer-exports in account 381492650117, us-east-1.",
     "Security Hub control S3.8 flags public access on s3://acme-customer-exports (account 381492650117, us-east-1): open SEC-7719."),
    (2, [1], "Keep a copy of the current policy: `aws s3api get-bucket-policy --bucket acme-customer-exports --query Policy --output text > policy-before-SEC-7719.json`, committed to repo sec-evidence.",
     "Save the policy as it is now with `aws s3api get-bucket-policy --bucket acme-customer-exports --query Policy --output text > policy-before-SEC-7719.json` and commit the file to repo sec-evidence.",
     "Commit to repo sec-evidence a copy of the current policy made with `aws s3api get-bucket-policy --bucket acme-customer-exports --query Policy --output text > policy-before-SEC-7719.json`."),
    (3, [1], "Save the ACL and the public access block with `aws s3api get-bucket-acl --bucket acme-customer-exports > acl-before.json` and `aws s3api get-public-access-block --bucket acme-customer-exports`.",
     "Record the ACL and the public access block settings by running `aws s3api get-bucket-acl --bucket acme-customer-exports > acl-before.json` and `aws s3api get-public-access-block --bucket acme-customer-exports`.",
     None),
    (4, [1], "Find who reads the bucket: query the CloudTrail data-events table cloudtrail_logs.s3_data in Athena for the last 30 days, grouped by useridentity.arn and sourceipaddress.",
     "Work out the bucket's readers with an Athena query over cloudtrail_logs.s3_data covering 30 days of CloudTrail data events, grouping by useridentity.arn and sourceipaddress.",
     "Group the last 30 days of cloudtrail_logs.s3_data (CloudTrail data events, in Athena) by useridentity.arn and sourceipaddress to find who reads the bucket."),
    (5, [4], "Give every principal found (the partner-sftp role, legacy user export-bot) 48 hours' notice in #data-partners.",
     "Post a 48-hour notice in #data-partners to each principal the query turned up, namely the partner-sftp role and legacy user export-bot.",
     None),
    (6, [2, 3, 4], "Draft the new policy in PR #904 of aws-s3-policies: deny requests with `aws:SecureTransport` false, and deny any principal except arn:aws:iam::381492650117:role/partner-sftp unless `aws:SourceVpce` is vpce-0f3a9c2d.",
     "Write the replacement policy in PR #904 on aws-s3-policies so that it denies requests where `aws:SecureTransport` is false and denies everyone but arn:aws:iam::381492650117:role/partner-sftp unless `aws:SourceVpce` equals vpce-0f3a9c2d.",
     "In PR #904 (aws-s3-policies), draft a policy denying `aws:SecureTransport` false and denying every principal other than arn:aws:iam::381492650117:role/partner-sftp when `aws:SourceVpce` is not vpce-0f3a9c2d."),
    (7, [6], "Lint the draft with `aws accessanalyzer validate-policy --policy-type RESOURCE_POLICY --policy-document file://policy.json`; no ERROR or SECURITY_WARNING findings allowed.",
     "Run `aws accessanalyzer validate-policy --policy-type RESOURCE_POLICY --policy-document file://policy.json` over the draft and reject it on any ERROR or SECURITY_WARNING finding.",
     None),
    (8, [6], "Prove the draft grants no public access: `aws accessanalyzer check-no-public-access --policy-document file://policy.json --resource-type AWS::S3::Bucket` must return PASS.",
     "Show that nothing public is granted by getting PASS from `aws accessanalyzer check-no-public-access --policy-document file://policy.json --resource-type AWS::S3::Bucket`.",
     "`aws accessanalyzer check-no-public-access --policy-document file://policy.json --resource-type AWS::S3::Bucket` must return PASS, proving the draft grants no public access."),
    (9, [5, 7, 8], "Collect the @cloud-sec review on PR #904 and the data owner's sign-off on SEC-7719.",
     "Secure sign-off from the data owner on SEC-7719 and a review from @cloud-sec on PR #904.",
     "Sign-off from the data owner (SEC-7719) and the @cloud-sec review (PR #904) must both be in."),
    (10, [9], "Turn on Block Public Access: `aws s3api put-public-access-block --bucket acme-customer-exports --public-access-block-configuration BlockPublicAcls=true,IgnorePublicAcls=true,BlockPublicPolicy=true,RestrictPublicBuckets=true`.",
     "Enable Block Public Access through `aws s3api put-public-access-block --bucket acme-customer-exports --public-access-block-configuration BlockPublicAcls=true,IgnorePublicAcls=true,BlockPublicPolicy=true,RestrictPublicBuckets=true`.",
     None),
    (11, [10], "Disable ACLs by enforcing bucket ownership: `aws s3api put-bucket-ownership-controls --bucket acme-customer-exports --ownership-controls Rules=[{ObjectOwnership=BucketOwnerEnforced}]`.",
     "Switch ACLs off by making the bucket owner own everything, via `aws s3api put-bucket-ownership-controls --bucket acme-customer-exports --ownership-controls Rules=[{ObjectOwnership=BucketOwnerEnforced}]`.",
     "Run `aws s3api put-bucket-ownership-controls --bucket acme-customer-exports --ownership-controls Rules=[{ObjectOwnership=BucketOwnerEnforced}]` so bucket ownership is enforced and ACLs are off."),
    (12, [11], "Apply the reviewed policy: `aws s3api put-bucket-policy --bucket acme-customer-exports --policy file://policy.json`.",
     "Put the reviewed policy in place with `aws s3api put-bucket-policy --bucket acme-customer-exports --policy file://policy.json`.",
     None),
    (13, [12], "From bastion-use1-02 inside the VPC, `aws s3 ls s3://acme-customer-exports/daily/ --region us-east-1` must still succeed through the endpoint.",
     "Check that in-VPC access still works: `aws s3 ls s3://acme-customer-exports/daily/ --region us-east-1` run on bastion-use1-02 has to succeed via the endpoint.",
     "Through the endpoint, `aws s3 ls s3://acme-customer-exports/daily/ --region us-east-1` must still succeed (run from bastion-use1-02, inside the VPC)."),
    (14, [12], "From a laptop off the VPN, `curl -I https://acme-customer-exports.s3.amazonaws.com/daily/2026-11-30.csv.gz` must now return 403.",
     "Confirm outside access is gone: on a laptop without VPN, `curl -I https://acme-customer-exports.s3.amazonaws.com/daily/2026-11-30.csv.gz` should get 403.",
     None),
    (15, [13, 14], "Deactivate, but do not delete, the legacy key: `aws iam update-access-key --user-name export-bot --access-key-id AKIA5EXAMPLE7Q2 --status Inactive`, with deletion due in 30 days.",
     "Set the legacy key inactive without deleting it, using `aws iam update-access-key --user-name export-bot --access-key-id AKIA5EXAMPLE7Q2 --status Inactive`; it gets deleted in 30 days.",
     "With deletion scheduled 30 days out, deactivate the legacy key (`aws iam update-access-key --user-name export-bot --access-key-id AKIA5EXAMPLE7Q2 --status Inactive`) and do not delete it yet."),
    (16, [15], "After Security Hub re-evaluates and control S3.8 passes, close SEC-7719 with the before and after policy files.",
     "Once control S3.8 turns to passed on Security Hub's re-evaluation, attach the before and after policy files to SEC-7719 and close it.",
     None),
]

GUARDS = {2: "export of the current policy before replacing it",
          7: "policy validation before apply",
          8: "no-public-access check before apply",
          9: "security review and owner sign-off",
          13: "in-VPC access test before deactivating the legacy key"}
DROP_GUARD = 9

SPLITS = {
    6: ("Draft the new policy in PR #904 of aws-s3-policies: deny requests with `aws:SecureTransport` false.",
        "Also deny any principal except arn:aws:iam::381492650117:role/partner-sftp unless `aws:SourceVpce` is vpce-0f3a9c2d."),
    15: ("Deactivate, but do not delete, the legacy key: `aws iam update-access-key --user-name export-bot --access-key-id AKIA5EXAMPLE7Q2 --status Inactive`.",
         "Schedule deletion of that key in 30 days."),
}

SERIALIZE = [7, 8]

COMPRESS = [
    ([1, 2], "Open SEC-7719 for the public S3.8 finding on acme-customer-exports and save the current bucket policy."),
    ([6, 7, 8], "Write a TLS-only, VPC-endpoint-only bucket policy in PR #904 and run it through Access Analyzer."),
    ([11, 12], "Enforce bucket-owner ownership and apply the new policy to acme-customer-exports."),
    ([15, 16], "Deactivate the export-bot key and close SEC-7719 once S3.8 passes."),
]

LOST = {"remove": (5, 9), "add": [(5, 16)],
        "why": "the lockdown (10-12) no longer waits for the 48-hour notice to the bucket's current readers (5), so partner-sftp and export-bot break unannounced"}

TARGET = {"step": 12, "old": "acme-customer-exports", "new": "acme-customer-imports", "kind": "bucket name"}

OPERATION = {"step": 10, "change": "all four public-access blocks on -> public policies still allowed (BlockPublicPolicy/RestrictPublicBuckets false)",
             "text": "Turn on Block Public Access: `aws s3api put-public-access-block --bucket acme-customer-exports --public-access-block-configuration BlockPublicAcls=true,IgnorePublicAcls=true,BlockPublicPolicy=false,RestrictPublicBuckets=false`."}
