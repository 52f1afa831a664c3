"""lt20_08: research JupyterHub from a single EC2 instance (TLJH) to Zero to JupyterHub 3.3.7 on EKS."""

ID = "lt20_08"
TASK = ("Move a university research JupyterHub from a single EC2 instance (TLJH) to the Zero to JupyterHub Helm "
        "chart 3.3.7 on EKS cluster rc-eks-prod, with home directories on EFS: chart diff review, install and "
        "test, downtime cutover with snapshot and verified final sync, DNS switch, watched first hour, and "
        "retirement of the old instance after 30 days.")

STEPS = [
    (1, [],
     "Open RITM0048213 to move the research JupyterHub (TLJH on EC2 instance i-0a1b2c3d4e5f67890, account "
     "402918735561) to Zero to JupyterHub chart 3.3.7 on EKS cluster rc-eks-prod; cutover on 2025-08-02.",
     "Raise RITM0048213 for moving the research JupyterHub, today TLJH on EC2 instance i-0a1b2c3d4e5f67890 in account "
     "402918735561, onto the Zero to JupyterHub chart 3.3.7 in EKS cluster rc-eks-prod, cutting over on "
     "2025-08-02.",
     "Cutover 2025-08-02: RITM0048213 covers the research JupyterHub going from TLJH on EC2 (i-0a1b2c3d4e5f67890, "
     "account 402918735561) to chart 3.3.7 of Zero to JupyterHub on rc-eks-prod."),
    (2, [1],
     "Get approval from the research computing steering group and agree the 2025-08-02 09:00-13:00 downtime with "
     "the 6 course leads who use the hub.",
     "The research computing steering group must approve, and the 6 course leads using the hub have to accept a "
     "downtime on 2025-08-02 from 09:00-13:00.",
     None),
    (3, [1],
     "Create the EFS file system for home directories with `aws efs create-file-system --performance-mode "
     "generalPurpose --encrypted --tags Key=Name,Value=jhub-home --region eu-west-1`, plus mount targets in the 3 "
     "private subnets.",
     "Make an encrypted EFS file system to hold the home directories (`aws efs create-file-system "
     "--performance-mode generalPurpose --encrypted --tags Key=Name,Value=jhub-home --region eu-west-1`) and give "
     "it mount targets in each of the 3 private subnets.",
     "`aws efs create-file-system --performance-mode generalPurpose --encrypted --tags Key=Name,Value=jhub-home "
     "--region eu-west-1` creates the home-directory file system; add mount targets in the 3 private subnets."),
    (4, [1],
     "Write the Helm values file `config.yaml`: CILogon authenticator, `singleuser.storage.type: static` on PVC "
     "`jhub-home`, image `ghcr.io/uni-rc/notebook:2025.07`, idle culling after 3600 s.",
     "Put together `config.yaml` for Helm with the CILogon authenticator, `singleuser.storage.type: static` "
     "backed by PVC `jhub-home`, the `ghcr.io/uni-rc/notebook:2025.07` image and culling of servers idle for "
     "3600 s.",
     None),
    (5, [3],
     "Create the EFS PV and PVC in namespace jhub with `kubectl apply -n jhub -f efs-pv.yaml -f efs-pvc.yaml` and "
     "wait for the PVC to show Bound.",
     "Apply the EFS volume objects to the jhub namespace (`kubectl apply -n jhub -f efs-pv.yaml -f efs-pvc.yaml`) "
     "and hold until the PVC reports Bound.",
     "In namespace jhub, `kubectl apply -n jhub -f efs-pv.yaml -f efs-pvc.yaml` creates the PV and PVC for EFS; "
     "the PVC must reach Bound."),
    (6, [4, 5],
     "Render the chart and have a second engineer review the diff before installing: `helm template jhub "
     "jupyterhub/jupyterhub --version 3.3.7 -n jhub -f config.yaml | kubectl diff -n jhub -f -`.",
     "Nothing is installed until a second engineer has read the output of `helm template jhub "
     "jupyterhub/jupyterhub --version 3.3.7 -n jhub -f config.yaml | kubectl diff -n jhub -f -`, the rendered "
     "chart against the cluster.",
     "`helm template jhub jupyterhub/jupyterhub --version 3.3.7 -n jhub -f config.yaml | kubectl diff -n jhub -f -` "
     "shows what the install would create; a second engineer reviews it first."),
    (7, [6],
     "Install the hub: `helm upgrade --install jhub jupyterhub/jupyterhub --version 3.3.7 -n jhub -f config.yaml "
     "--wait --timeout 10m`.",
     "Deploy JupyterHub with `helm upgrade --install jhub jupyterhub/jupyterhub --version 3.3.7 -n jhub "
     "-f config.yaml --wait --timeout 10m`.",
     None),
    (8, [7],
     "Test on the temporary name jhub-new.rc.uni.edu: log in as 3 test users, start a server, check that the home "
     "volume is mounted on `/home/jovyan` and that a kernel runs.",
     "Using the temporary hostname jhub-new.rc.uni.edu, sign in as 3 test users, spawn a server for each, and "
     "confirm `/home/jovyan` carries the home volume and a kernel starts.",
     "With 3 test users on jhub-new.rc.uni.edu (the temporary name): log in, start a server, see the home volume "
     "on `/home/jovyan`, run a kernel."),
    (9, [7],
     "Check the hub and proxy pods: `kubectl -n jhub get pods` shows both Running and `kubectl -n jhub logs "
     "deploy/hub` has no tracebacks.",
     "Look at the pods with `kubectl -n jhub get pods` (hub and proxy must be Running) and scan "
     "`kubectl -n jhub logs deploy/hub` for tracebacks; there should be none.",
     None),
    (10, [2],
     "Post the downtime notice on the old hub's login page and mail the 1240 registered users.",
     "Put the downtime notice on the login page of the old hub and send it by mail to all 1240 registered users.",
     "All 1240 registered users get the downtime notice by mail, and it goes on the old hub's login page too."),
    (11, [8, 9, 10],
     "At 09:00 stop the old hub service with `sudo systemctl stop jupyterhub` on i-0a1b2c3d4e5f67890 and confirm "
     "no `jupyterhub-singleuser` processes remain.",
     "When 09:00 comes, shut the old hub down (`sudo systemctl stop jupyterhub` on i-0a1b2c3d4e5f67890) and make "
     "sure not one `jupyterhub-singleuser` process is left.",
     "`sudo systemctl stop jupyterhub` on i-0a1b2c3d4e5f67890 at 09:00 stops the old hub; afterwards no "
     "`jupyterhub-singleuser` processes may remain."),
    (12, [11],
     "Snapshot the old home volume: `aws ec2 create-snapshot --volume-id vol-0f3e2d1c0b9a87654 --description "
     "'jhub home pre-cutover 2025-08-02' --region eu-west-1`, and wait for state completed.",
     "Keep a point-in-time copy of the old home volume with `aws ec2 create-snapshot --volume-id "
     "vol-0f3e2d1c0b9a87654 --description 'jhub home pre-cutover 2025-08-02' --region eu-west-1`; go on only once "
     "it is completed.",
     None),
    (13, [11],
     "Do the final sync of the home directories to EFS from the old instance with `rsync -aHAX --numeric-ids "
     "/home/ /mnt/efs-jhub/`, repeating until a pass transfers nothing.",
     "From the old instance, copy the home directories across to EFS one last time using `rsync -aHAX "
     "--numeric-ids /home/ /mnt/efs-jhub/`, and run it again until a pass has nothing left to send.",
     "`rsync -aHAX --numeric-ids /home/ /mnt/efs-jhub/` on the old instance is the final home-directory sync to "
     "EFS; rerun it until one pass moves nothing."),
    (14, [13],
     "Compare per-user file counts and total bytes between `/home` and `/mnt/efs-jhub` (`du -sb`, "
     "`find | wc -l`); any user who differs is synced again.",
     "For every user, check that `/home` and `/mnt/efs-jhub` agree on the number of files and the byte total "
     "(`du -sb`, `find | wc -l`), and sync anyone who does not match once more.",
     None),
    (15, [14],
     "Give the home directories to the jovyan UID on EFS: "
     "`find /mnt/efs-jhub -mindepth 1 -maxdepth 1 -type d -exec chown -R 1000:100 {} +`.",
     "Hand ownership of every home directory on EFS over to the jovyan UID with "
     "`find /mnt/efs-jhub -mindepth 1 -maxdepth 1 -type d -exec chown -R 1000:100 {} +`.",
     "`find /mnt/efs-jhub -mindepth 1 -maxdepth 1 -type d -exec chown -R 1000:100 {} +` makes the jovyan UID the "
     "owner of the home directories on EFS."),
    (16, [12, 15],
     "Switch DNS: point jhub.rc.uni.edu at the new proxy load balancer with TTL 60 using `aws route53 "
     "change-resource-record-sets --hosted-zone-id Z07123456ABCDEF --change-batch file://cutover.json`.",
     "Move jhub.rc.uni.edu over to the load balancer in front of the new proxy, TTL 60, by applying `aws route53 "
     "change-resource-record-sets --hosted-zone-id Z07123456ABCDEF --change-batch file://cutover.json`.",
     None),
    (17, [16],
     "Check propagation: `dig +short jhub.rc.uni.edu` from 2 campus resolvers must return the new load balancer "
     "name.",
     "Run `dig +short jhub.rc.uni.edu` against 2 campus resolvers and make sure both already answer with the name "
     "of the new load balancer.",
     "The new load balancer name is what `dig +short jhub.rc.uni.edu` should return from 2 campus resolvers; "
     "check it."),
    (18, [16],
     "Set the CILogon client `cilogon:/client_id/7f2a9c` callback to `https://jhub.rc.uni.edu/hub/oauth_callback` "
     "and remove the temporary jhub-new callback.",
     "Change the callback of CILogon client `cilogon:/client_id/7f2a9c` to "
     "`https://jhub.rc.uni.edu/hub/oauth_callback`, dropping the temporary one for jhub-new.",
     None),
    (19, [17, 18],
     "Smoke-test on the real name with 5 volunteers from 2 courses: they log in, open existing notebooks and run "
     "them end to end.",
     "Ask 5 volunteers from 2 courses to sign in through the real name, open notebooks they already had and run "
     "each from top to bottom.",
     None),
    (20, [19],
     "Watch the new hub for 1 hour before touching the old instance: 0 hub pod restarts, spawn time p95 under 90 s "
     "on the JupyterHub dashboard in Grafana, no 5xx at the proxy.",
     "The old instance is left alone until the new hub has run for 1 hour with 0 hub pod restarts, p95 spawn time "
     "below 90 s on Grafana's JupyterHub dashboard and no 5xx at the proxy.",
     "For 1 hour, watch the JupyterHub dashboard in Grafana (spawn time p95 under 90 s), the proxy (no 5xx) and "
     "the hub pod (0 restarts) before the old instance is touched."),
    (21, [20],
     "Announce that the new hub is live and lift the downtime notice.",
     "Tell users the new hub is in service and take the downtime notice down.",
     None),
    (22, [20],
     "Size the user node group for term time: `eksctl scale nodegroup --cluster rc-eks-prod --name jhub-users "
     "--nodes-min 1 --nodes-max 20 --region eu-west-1`.",
     "Set the user node group to its term-time range with `eksctl scale nodegroup --cluster rc-eks-prod "
     "--name jhub-users --nodes-min 1 --nodes-max 20 --region eu-west-1`.",
     "`eksctl scale nodegroup --cluster rc-eks-prod --name jhub-users --nodes-min 1 --nodes-max 20 "
     "--region eu-west-1` gives the user node group its term-time size."),
    (23, [20],
     "Stop the old EC2 instance but keep it for a rollback: "
     "`aws ec2 stop-instances --instance-ids i-0a1b2c3d4e5f67890 --region eu-west-1`.",
     "Power the old EC2 instance off, keeping it around in case a rollback is needed, with "
     "`aws ec2 stop-instances --instance-ids i-0a1b2c3d4e5f67890 --region eu-west-1`.",
     None),
    (24, [23],
     "Tag the stopped instance for later removal: `aws ec2 create-tags --resources i-0a1b2c3d4e5f67890 "
     "--tags Key=decommission-after,Value=2025-09-01 --region eu-west-1`.",
     "Mark the stopped instance as due for removal by tagging it with `aws ec2 create-tags --resources "
     "i-0a1b2c3d4e5f67890 --tags Key=decommission-after,Value=2025-09-01 --region eu-west-1`.",
     "`aws ec2 create-tags --resources i-0a1b2c3d4e5f67890 --tags Key=decommission-after,Value=2025-09-01 "
     "--region eu-west-1` flags the stopped instance for removal later."),
    (25, [24],
     "On 2025-09-01, verify the old hub is no longer needed: CloudTrail shows no StartInstances on "
     "i-0a1b2c3d4e5f67890 and every course lead has confirmed in RITM0048213.",
     "Come 2025-09-01, make sure nobody still depends on the old hub: no StartInstances for i-0a1b2c3d4e5f67890 "
     "in CloudTrail, and a confirmation from each course lead recorded on RITM0048213.",
     None),
    (26, [25],
     "Terminate the old instance: `aws ec2 terminate-instances --instance-ids i-0a1b2c3d4e5f67890 "
     "--region eu-west-1`.",
     "Get rid of the old instance for good with `aws ec2 terminate-instances --instance-ids i-0a1b2c3d4e5f67890 "
     "--region eu-west-1`.",
     "`aws ec2 terminate-instances --instance-ids i-0a1b2c3d4e5f67890 --region eu-west-1` removes the old "
     "instance."),
    (27, [25],
     "Delete old volume vol-0f3e2d1c0b9a87654 with `aws ec2 delete-volume --volume-id vol-0f3e2d1c0b9a87654 "
     "--region eu-west-1`, keeping its snapshot for 1 year under backup plan rc-yearly.",
     "Remove the old volume vol-0f3e2d1c0b9a87654 using `aws ec2 delete-volume --volume-id vol-0f3e2d1c0b9a87654 "
     "--region eu-west-1`; its snapshot stays for 1 year in backup plan rc-yearly.",
     None),
    (28, [21, 22, 26, 27],
     "Close RITM0048213 with the diff review, the sync comparison and the first-hour graphs attached.",
     "Attach the diff review, the comparison of the sync and the graphs from the first hour to RITM0048213, then "
     "close it.",
     None),
]

GUARDS = {
    2: "steering group approval and agreed downtime (approval)",
    6: "second-engineer review of the rendered chart diff before install (dry run / diff)",
    12: "EBS snapshot of the old home volume at cutover (snapshot)",
    14: "per-user comparison of the final sync before DNS moves (verification)",
    20: "1-hour watch of the new hub before the old instance is touched (health watch)",
    25: "verification that the old hub is no longer needed before termination (verification before "
        "decommission)",
}
DROP_GUARD = 25

SPLITS = {
    13: ("Do the final sync of the home directories to EFS from the old instance with `rsync -aHAX --numeric-ids "
         "/home/ /mnt/efs-jhub/`.",
         "Repeat the rsync until a pass transfers nothing."),
    16: ("Switch DNS: point jhub.rc.uni.edu at the new proxy load balancer with TTL 60.",
         "Apply it with `aws route53 change-resource-record-sets --hosted-zone-id Z07123456ABCDEF "
         "--change-batch file://cutover.json`."),
}

REGEN_SPLIT = (4, (
    "Prepare `config.yaml` for the chart with the CILogon authenticator and `singleuser.storage.type: static` "
    "on PVC `jhub-home`.",
    "In the same file set the image to `ghcr.io/uni-rc/notebook:2025.07` and cull servers idle for 3600 s."))

SERIALIZE = [8, 9]

COMPRESS = [
    ([3, 5], "Create the EFS home file system and its PV/PVC in jhub."),
    ([6, 7], "Review the rendered chart diff and install JupyterHub 3.3.7."),
    ([11, 12], "Stop the old hub at 09:00 and snapshot its home volume."),
    ([13, 14, 15], "Final rsync of the home directories to EFS, compare them and fix ownership."),
    ([17, 19], "Check DNS propagation and smoke-test with volunteers."),
    ([20, 21], "Watch the new hub for an hour and announce it live."),
    ([25, 26], "After 30 days confirm nobody needs the old hub and terminate it."),
]

LOST = {"remove": (20, 23), "add": [(19, 23)],
        "why": "the old EC2 instance, the rollback target, is stopped right after the smoke test instead of after "
               "the 1-hour watch of the new hub"}

TARGET = {"step": 3, "old": "eu-west-1", "new": "eu-west-2", "kind": "AWS region"}

OPERATION = {
    "step": 23,
    "text": "Stop the old EC2 instance but keep it for a rollback: "
            "`aws ec2 terminate-instances --instance-ids i-0a1b2c3d4e5f67890 --region eu-west-1`.",
    "change": "stop made terminate: `aws ec2 stop-instances` -> `aws ec2 terminate-instances`, destroying the "
              "rollback instance while the prose still says stop and keep",
}
