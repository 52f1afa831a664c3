ID = "lt11_06"
TASK = "Planetarium show control: Digistar cluster 7.2.4 -> 7.3.0 and dome re-alignment before the season preview"

STEPS = [
    (1, [], "Open change PLN-442 for the Kepler Dome Digistar cluster (master DS-MASTER, render nodes DS-R1 to DS-R6) on the dark days, 2-3 September.",
     "Raise PLN-442 to cover the Kepler Dome's Digistar cluster, the DS-MASTER master plus render nodes DS-R1 to DS-R6, during the 2-3 September dark days.",
     "On the 2-3 September dark days, change PLN-442 covers DS-MASTER and render nodes DS-R1 to DS-R6 (the Kepler Dome Digistar cluster)."),
    (2, [1], "Image all seven machines with Clonezilla to `/mnt/nas/digistar/2024-09-02/` before anything is installed.",
     "As a precaution, every one of the seven machines gets a Clonezilla image in `/mnt/nas/digistar/2024-09-02/` ahead of any install.",
     None),
    (3, [1], "Export the show library with `dscli export --shows all --out /mnt/nas/digistar/shows-pre-7.3.tar` and save the current blend and warp files as `blend-pre-7.3.zip`.",
     "Save the blend and warp files as they are now into `blend-pre-7.3.zip`, and dump the show library using `dscli export --shows all --out /mnt/nas/digistar/shows-pre-7.3.tar`.",
     "Use `dscli export --shows all --out /mnt/nas/digistar/shows-pre-7.3.tar` for the shows and keep the current blend and warp files in `blend-pre-7.3.zip`."),
    (4, [2, 3], "Have the technical director, Mara Quist, check that both backups exist and approve PLN-442 for the install.",
     "The install under PLN-442 goes ahead only once Mara Quist, technical director, has seen both backups and approved it.",
     None),
    (5, [4], "Install Digistar 7.3.0 on DS-MASTER with `setup-ds7.3.0.exe /quiet /norestart`, then reboot it.",
     "Run `setup-ds7.3.0.exe /quiet /norestart` on the master, DS-MASTER, to put Digistar 7.3.0 on it, and restart the machine afterwards.",
     "Reboot DS-MASTER after installing Digistar 7.3.0 there with `setup-ds7.3.0.exe /quiet /norestart`."),
    (6, [5], "Push the release to the render nodes: `dscli cluster update --nodes DS-R1..DS-R6 --package 7.3.0`.",
     "Roll the render nodes forward with `dscli cluster update --nodes DS-R1..DS-R6 --package 7.3.0`.",
     None),
    (7, [6], "Run `dscli cluster status`: all 6 render nodes must report 7.3.0 and genlock frame sync must show locked.",
     "The cluster is good when `dscli cluster status` shows six render nodes on 7.3.0 with genlock frame sync locked.",
     "Check genlock frame sync is locked and each of the 6 render nodes is on 7.3.0, using `dscli cluster status`."),
    (8, [7], "Preview the auto-alignment with the dome camera: `dscli calibrate --auto --camera DOMECAM1 --dry-run`, and review the blend preview for seams and hot spots.",
     "Look over the blend preview for hot spots and seams produced by a trial auto-alignment, `dscli calibrate --auto --camera DOMECAM1 --dry-run`, using the dome camera.",
     None),
    (9, [8], "Apply the reviewed calibration: `dscli calibrate --auto --camera DOMECAM1 --apply`.",
     "Once the preview looks right, commit it with `dscli calibrate --auto --camera DOMECAM1 --apply`.",
     "`dscli calibrate --auto --camera DOMECAM1 --apply` applies the calibration that was reviewed."),
    (10, [7], "Check that QLab on SND-MAC1 still reaches DS-MASTER on OSC port 53000 by sending the test cue /ds/ping.",
     "From QLab on SND-MAC1, fire the /ds/ping test cue to confirm DS-MASTER is still reachable over OSC on port 53000.",
     None),
    (11, [7], "Re-patch the cove lights on the ETC Ion so that Digistar cue triggers arrive on sACN universe 7.",
     "Digistar cue triggers must land on sACN universe 7, so re-patch the cove lights on the ETC Ion console.",
     "On the ETC Ion, re-patch the cove lights for Digistar cue triggers on sACN universe 7."),
    (12, [9, 10, 11], "Run the full 38-minute show Northern Skies with the console operator and check blend seams, audio sync within 1 frame and every cove light cue before the dome opens to the public.",
     "Before the public is let in, the console operator plays the 38-minute Northern Skies end to end while blend seams, every cove light cue and audio sync (within 1 frame) are checked.",
     None),
    (13, [12], "Clear the 7.2.4 installers and snapshots off the render nodes: `dscli cluster cleanup --remove-version 7.2.4`.",
     "Free disk on the render nodes by removing the 7.2.4 installers and snapshots with `dscli cluster cleanup --remove-version 7.2.4`.",
     "With `dscli cluster cleanup --remove-version 7.2.4`, delete old installers and snapshots (7.2.4) from the render nodes."),
    (14, [12], "Update the operators' run sheet and the house-lights-up emergency procedure for the 7.3 menus.",
     "Revise the emergency house-lights-up procedure and the run sheet used by the operators to match the 7.3 menus.",
     None),
    (15, [13, 14], "Open the dome for the public preview show on 4 September.",
     "Let the public in for the 4 September preview show.",
     "The 4 September public preview show opens the dome."),
    (16, [15], "Close PLN-442 with the status output and the show-run notes attached.",
     "Attach the show-run notes and status output and close change PLN-442.",
     None),
]

GUARDS = {
    2: "Clonezilla images of all machines before installing",
    4: "technical director approval before the install",
    8: "--dry-run alignment preview reviewed before applying",
    12: "full show run check before opening to the public",
}
DROP_GUARD = 12

SPLITS = {
    3: ("Export the show library with `dscli export --shows all --out /mnt/nas/digistar/shows-pre-7.3.tar`.",
        "Save the current blend and warp files as `blend-pre-7.3.zip`."),
    12: ("Run the full 38-minute show Northern Skies with the console operator.",
         "Check blend seams, audio sync within 1 frame and every cove light cue before the dome opens to the public."),
}
REGEN_SPLIT = (6, (
    "Next, update the six render nodes, DS-R1..DS-R6, to the new release.",
    "The command for that is `dscli cluster update --nodes DS-R1..DS-R6 --package 7.3.0`.",
))
SERIALIZE = [8, 10]

COMPRESS = [
    ([2, 4], "Image the machines and get the technical director's approval."),
    ([5, 6], "Install Digistar 7.3.0 on the master and push it to the render nodes."),
    ([8, 9], "Re-run the dome auto-alignment with the camera and apply it."),
    ([11, 12], "Re-patch the cove lights and run the full show to check everything."),
    ([13, 15], "Clean up the old version and open for the public preview."),
]

LOST = {"remove": (14, 15), "add": [(14, 16)],
        "why": "the dome opens to the public (15) before the operators' run sheet and house-lights-up emergency procedure are updated for 7.3 (14)"}

TARGET = {"step": 10, "old": "53000", "new": "53001", "kind": "port"}

OPERATION = {"step": 13,
             "text": "Roll the render nodes back off 7.3.0 to the old release: `dscli cluster rollback --to 7.2.4`.",
             "change": "clean up 7.2.4 leftovers -> roll the cluster back to 7.2.4 (whole step rewritten)"}
