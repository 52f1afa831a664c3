ID = "lt3_09"
TASK = "Demultiplex NovaSeq X run 20240709_LH00412_0087_A22KTJLT3 with BCL Convert, QC it, deliver the FASTQs for PRJ-1184 and archive the run (SEQ-5531)."

STEPS = [
    (1, [], "Open SEQ-5531 in the LIMS for NovaSeq X run 20240709_LH00412_0087_A22KTJLT3 (flow cell 22KTJLT3, 10B, 2x151) carrying 96 samples of project PRJ-1184.",
     "Create LIMS ticket SEQ-5531 covering NovaSeq X run 20240709_LH00412_0087_A22KTJLT3: 96 samples of PRJ-1184 on flow cell 22KTJLT3 (10B, 2x151).",
     "For the 96 PRJ-1184 samples on flow cell 22KTJLT3 (10B, 2x151), open SEQ-5531 in the LIMS against run 20240709_LH00412_0087_A22KTJLT3."),
    (2, [1], "Confirm the run finished copying: CopyComplete.txt and RTAComplete.txt exist in /seq/runs/20240709_LH00412_0087_A22KTJLT3/.",
     "Make sure the instrument is done writing by checking for CopyComplete.txt and RTAComplete.txt under /seq/runs/20240709_LH00412_0087_A22KTJLT3/.",
     None),
    (3, [2], "Check run QC in Sequencing Analysis Viewer: %>=Q30 above 85 % and clusters passing filter above 75 %.",
     "Open the run in Sequencing Analysis Viewer and expect %>=Q30 over 85 % together with more than 75 % of clusters passing filter.",
     "More than 85 % %>=Q30 and over 75 % clusters passing filter, per Sequencing Analysis Viewer: that is the run QC bar."),
    (4, [1], "Check the sample sheet before demultiplexing: `checkindexes.py --mismatches 1 /seq/samplesheets/SEQ-5531.csv` must report no index collisions for the 96 samples.",
     "Validate the sample sheet ahead of the demux; `checkindexes.py --mismatches 1 /seq/samplesheets/SEQ-5531.csv` must find no index collisions across the 96 samples.",
     None),
    (5, [3, 4], "Demultiplex with `bcl-convert --bcl-input-directory /seq/runs/20240709_LH00412_0087_A22KTJLT3 --output-directory /seq/fastq/20240709_LH00412_0087_A22KTJLT3 --sample-sheet /seq/samplesheets/SEQ-5531.csv --bcl-num-parallel-tiles 4` on node seqproc03.",
     "On seqproc03, run the demux: `bcl-convert --bcl-input-directory /seq/runs/20240709_LH00412_0087_A22KTJLT3 --output-directory /seq/fastq/20240709_LH00412_0087_A22KTJLT3 --sample-sheet /seq/samplesheets/SEQ-5531.csv --bcl-num-parallel-tiles 4`.",
     None),
    (6, [5], "Read Reports/Demultiplex_Stats.csv: Undetermined reads under 5 % and every sample with at least 20 M read pairs.",
     "Go through Reports/Demultiplex_Stats.csv and confirm fewer than 5 % Undetermined reads and no sample below 20 M read pairs.",
     "In Reports/Demultiplex_Stats.csv, check for Undetermined under 5 % and 20 M read pairs or more per sample."),
    (7, [5], "Build the QC report with `multiqc /seq/fastq/20240709_LH00412_0087_A22KTJLT3 -o /seq/qc/SEQ-5531` and review adapter content and duplication.",
     "Generate the MultiQC report (`multiqc /seq/fastq/20240709_LH00412_0087_A22KTJLT3 -o /seq/qc/SEQ-5531`), then look over duplication and adapter content.",
     None),
    (8, [5], "Screen for contamination with `fastq_screen --conf /ref/fastq_screen.conf --subset 100000` and flag any sample with more than 2 % non-human hits.",
     "Run `fastq_screen --conf /ref/fastq_screen.conf --subset 100000` to look for contamination, flagging samples whose non-human hits exceed 2 %.",
     "Any sample above 2 % non-human hits in `fastq_screen --conf /ref/fastq_screen.conf --subset 100000` gets flagged in the contamination screen."),
    (9, [6, 7, 8], "Get the core lab supervisor's QC sign-off in the LIMS before anything leaves the facility.",
     "Nothing leaves the facility until the core lab supervisor has signed QC off in the LIMS.",
     None),
    (10, [9], "Generate checksums: `find /seq/fastq/20240709_LH00412_0087_A22KTJLT3/PRJ-1184 -name '*.fastq.gz' -exec md5sum {} + > md5sums.txt`.",
     "Create the checksum manifest with `find /seq/fastq/20240709_LH00412_0087_A22KTJLT3/PRJ-1184 -name '*.fastq.gz' -exec md5sum {} + > md5sums.txt`.",
     "`find /seq/fastq/20240709_LH00412_0087_A22KTJLT3/PRJ-1184 -name '*.fastq.gz' -exec md5sum {} + > md5sums.txt` writes the checksums."),
    (11, [10], "Deliver with `aws s3 sync /seq/fastq/20240709_LH00412_0087_A22KTJLT3/PRJ-1184/ s3://seqcore-delivery/PRJ-1184/20240709/ --exclude 'Undetermined*'`, including md5sums.txt.",
     "Upload the FASTQs and md5sums.txt using `aws s3 sync /seq/fastq/20240709_LH00412_0087_A22KTJLT3/PRJ-1184/ s3://seqcore-delivery/PRJ-1184/20240709/ --exclude 'Undetermined*'`.",
     None),
    (12, [11], "Verify the delivery from a separate host: pull s3://seqcore-delivery/PRJ-1184/20240709/ and run `md5sum -c md5sums.txt`; all 192 files must report OK.",
     "From another host, download s3://seqcore-delivery/PRJ-1184/20240709/ and check it with `md5sum -c md5sums.txt`, expecting OK on all 192 files.",
     "All 192 files must report OK under `md5sum -c md5sums.txt` after pulling s3://seqcore-delivery/PRJ-1184/20240709/ onto a separate host."),
    (13, [12], "Email the PI from the LIMS with the delivery path and the MultiQC report.",
     "Send the PI the MultiQC report and the delivery path through a LIMS email.",
     None),
    (14, [12], "Archive the run folder to tape with `dsmc archive -subdir=yes /seq/runs/20240709_LH00412_0087_A22KTJLT3/`.",
     "Write the run folder to tape: `dsmc archive -subdir=yes /seq/runs/20240709_LH00412_0087_A22KTJLT3/`.",
     "`dsmc archive -subdir=yes /seq/runs/20240709_LH00412_0087_A22KTJLT3/` sends the run folder to tape."),
    (15, [14], "Confirm the archive is complete: `dsmc query archive -subdir=yes /seq/runs/20240709_LH00412_0087_A22KTJLT3/` lists as many files as the run folder holds.",
     "Check the tape copy is whole; the file count from `dsmc query archive -subdir=yes /seq/runs/20240709_LH00412_0087_A22KTJLT3/` must equal that of the run folder.",
     None),
    (16, [15], "Free the run disk: `rm -rf /seq/runs/20240709_LH00412_0087_A22KTJLT3`.",
     "Reclaim the space on the run disk with `rm -rf /seq/runs/20240709_LH00412_0087_A22KTJLT3`.",
     "Run `rm -rf /seq/runs/20240709_LH00412_0087_A22KTJLT3` to free the run disk."),
    (17, [13, 16], "Close SEQ-5531.",
     "Mark SEQ-5531 complete in the LIMS.",
     None),
]

GUARDS = {
    3: "run QC before demultiplexing",
    4: "sample-sheet index collision check",
    9: "supervisor QC sign-off before delivery",
    12: "checksum verification of the delivery",
    15: "tape archive verified before deleting the run folder",
}
DROP_GUARD = 15
SPLITS = {
    8: ("Screen for contamination with `fastq_screen --conf /ref/fastq_screen.conf --subset 100000`.",
        "Flag any sample with more than 2 % non-human hits."),
    12: ("From a separate host, pull s3://seqcore-delivery/PRJ-1184/20240709/.",
         "Run `md5sum -c md5sums.txt` there; all 192 files must report OK."),
}
REGEN_SPLIT = (1, ("Create SEQ-5531 in the LIMS for run 20240709_LH00412_0087_A22KTJLT3 (NovaSeq X, flow cell 22KTJLT3, 10B, 2x151).",
                   "The run carries 96 samples, all of project PRJ-1184."))
SERIALIZE = [6, 8]
COMPRESS = [
    ([2, 3], "Confirm the run completed and passes SAV QC."),
    ([6, 9], "Check the demux stats and get QC sign-off."),
    ([10, 11], "Checksum the FASTQs and sync them to the delivery bucket."),
    ([13, 17], "Email the PI and close SEQ-5531."),
    ([15, 16], "Check the tape archive and delete the run folder."),
]
LOST = {"remove": (15, 16), "add": [(14, 16), (15, 17)],
        "why": "the run folder is deleted without waiting for the tape archive to be verified"}
TARGET = {"step": 11, "old": "PRJ-1184", "new": "PRJ-1148", "kind": "project ID (delivery prefix)"}
OPERATION = {"step": 14, "change": "archive -> archive and delete source (`-deletefiles` added)",
             "text": "Archive the run folder to tape with `dsmc archive -subdir=yes -deletefiles /seq/runs/20240709_LH00412_0087_A22KTJLT3/`."}
