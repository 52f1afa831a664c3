# lt5_02 - newsroom publishing: legal correction and republish of a live story across all surfaces
ID = "lt5_02"
TASK = ("Handle a legal complaint about live story 88213 on harbourpost.co.uk: preserve the published revision, "
        "write and approve a corrected revision, republish it to web, apps, syndication and newsletter, and verify every surface.")

URL = "https://www.harbourpost.co.uk/news/2024/06/harbour-council-contracts-88213"

STEPS = [
    (1, [], "Open NEWS-4471 in the desk tracker for story 88213 (\"Harbour council contracts\") and attach the Keane & Partners complaint received at 09:12.",
     "As a first step, a ticket NEWS-4471 should be opened in the editorial desk tracker for story 88213 (\"Harbour council contracts\"), with the complaint from Keane & Partners that arrived at 09:12 attached to it.",
     "Attach the complaint from Keane & Partners (received 09:12) to a new desk-tracker ticket, NEWS-4471, raised for story 88213 (\"Harbour council contracts\")."),
    (2, [1], "Lock story 88213 against edits by other staff with `arcctl story lock 88213 --reason NEWS-4471`.",
     "So that no other member of staff can edit it in the meantime, put an edit lock on story 88213 by running `arcctl story lock 88213 --reason NEWS-4471`.",
     None),
    (3, [1], "Preserve the published revision as evidence: `arcctl story export 88213 --revision current --out /archive/legal/88213-r41.json`.",
     "Before anything is edited, keep a copy of the revision that is live right now for evidential purposes by exporting it with `arcctl story export 88213 --revision current --out /archive/legal/88213-r41.json`.",
     "Run `arcctl story export 88213 --revision current --out /archive/legal/88213-r41.json` so that the published revision of 88213 is kept as evidence."),
    (4, [1], "Pause syndication of the story to AP and Apple News with `syndicate pause --story 88213 --feeds ap,applenews`.",
     "Stop the partner feeds from carrying the story for now; `syndicate pause --story 88213 --feeds ap,applenews` pauses it for both AP and Apple News.",
     "For AP and Apple News, syndication of 88213 is paused with `syndicate pause --story 88213 --feeds ap,applenews`."),
    (5, [2, 3], "Have the duty media lawyer mark paragraphs 7, 9 and 14 as actionable and record the required wording in NEWS-4471.",
     "The duty media lawyer needs to go through the piece, flag paragraphs 7, 9 and 14 as actionable, and write the wording they require into NEWS-4471.",
     None),
    (6, [5], "Draft revision r42 in the CMS with the lawyer's wording for paragraphs 7, 9 and 14 and a correction notice at the foot of the article.",
     "In the CMS, prepare a new revision, r42, in which paragraphs 7, 9 and 14 carry the wording the lawyer asked for and a correction notice is added at the bottom of the article.",
     "Revision r42 is drafted in the CMS: correction notice at the foot, lawyer's wording in paragraphs 7, 9 and 14."),
    (7, [6], "Get both the standards editor and the duty lawyer to approve r42 in the CMS workflow so that its status reads legal-approved.",
     "r42 may only move forward once the standards editor as well as the duty lawyer have approved it in the CMS workflow, which leaves it in status legal-approved.",
     None),
    (8, [7], "Preview r42 with `arcctl story preview 88213 --revision r42 --site staging.harbourpost.co.uk` and read `arcctl story diff 88213 r41 r42`; only paragraphs 7, 9, 14 and the correction notice may differ.",
     "Take a look at r42 on staging (`arcctl story preview 88213 --revision r42 --site staging.harbourpost.co.uk`) and go through the output of `arcctl story diff 88213 r41 r42`, making sure nothing other than paragraphs 7, 9, 14 and the correction notice has changed.",
     "Using `arcctl story diff 88213 r41 r42` and a staging preview (`arcctl story preview 88213 --revision r42 --site staging.harbourpost.co.uk`), confirm that r42 changes nothing beyond paragraphs 7, 9, 14 and the correction notice."),
    (9, [4, 8], "Publish the corrected revision with `arcctl story publish 88213 --revision r42`.",
     "Put the corrected version live; the command for this is `arcctl story publish 88213 --revision r42`.",
     None),
    (10, [9], "Purge the cached article page with `curl -X PURGE " + URL + "`.",
     "Make sure no stale copy is served from cache by sending a purge for the article page: `curl -X PURGE " + URL + "`.",
     "The cached article page is purged using `curl -X PURGE " + URL + "`."),
    (11, [9], "Push the corrected story to the apps with `appfeed republish --story 88213 --platforms ios,android`.",
     "The mobile apps need the correction as well, so republish the story to them with `appfeed republish --story 88213 --platforms ios,android`.",
     None),
    (12, [9], "Queue r42 for the partners with `syndicate update --story 88213 --revision r42 --feeds ap,applenews`; the feeds stay paused for now.",
     "Hand the corrected revision, r42, to the partners' queue by running `syndicate update --story 88213 --revision r42 --feeds ap,applenews`, bearing in mind that the feeds are still paused at this point.",
     "With the feeds still paused, r42 is queued for partners (`syndicate update --story 88213 --revision r42 --feeds ap,applenews`)."),
    (13, [9], "Relink the 06:00 Morning Briefing issue of 2024-06-11 in the Mailchimp archive to the corrected article.",
     "In the Mailchimp archive, edit the Morning Briefing issue from 2024-06-11 (the 06:00 send) so that its link goes to the corrected article.",
     None),
    (14, [10], "Inspect the article URL in Search Console and confirm the indexed copy shows the correction notice; request indexing if it does not.",
     "Use Search Console's URL inspection on the article and check that the version Google has indexed includes the correction notice; if it is still the old one, ask for it to be reindexed.",
     None),
    (15, [10], "Run the article URL through the Facebook Sharing Debugger and confirm the share card no longer quotes paragraph 7.",
     "Check the social share card by putting the article URL into the Facebook Sharing Debugger; the card must not quote paragraph 7 any more.",
     "Confirm, via the Facebook Sharing Debugger on the article URL, that paragraph 7 is no longer quoted in the share card."),
    (16, [11, 12, 14, 15], "Verify that every surface shows r42 (web page source has data-revision=\"r42\", iOS and Android apps, the queued AP item) before anything is resumed or closed.",
     "Nothing gets resumed or closed until it has been verified that r42 is what every surface shows: the web page source with data-revision=\"r42\", the iOS and the Android app, and the AP item in the queue.",
     "Before any resume or close, check r42 everywhere: web (data-revision=\"r42\" in page source), iOS and Android apps, queued AP item."),
    (17, [16], "Resume syndication with `syndicate resume --story 88213 --feeds ap,applenews`.",
     "Now the partner feeds can carry the story again: `syndicate resume --story 88213 --feeds ap,applenews`.",
     None),
    (18, [16], "Release the edit lock with `arcctl story unlock 88213`.",
     "The edit lock taken at the start can be lifted again with `arcctl story unlock 88213`.",
     "`arcctl story unlock 88213` releases the edit lock."),
    (19, [16], "Add the correction to the public corrections page at /corrections with the time r42 went live.",
     "Record the correction publicly by adding an entry to the /corrections page that states the time at which r42 went live.",
     None),
    (20, [13, 19], "Ask the legal team to reply to Keane & Partners with the corrected link and the correction timestamp.",
     "The legal team should then write back to Keane & Partners, including the link to the corrected article and the timestamp of the correction.",
     "Keane & Partners get a reply from the legal team containing the correction timestamp and the corrected link."),
    (21, [17, 18, 20], "Close NEWS-4471 with the export path, the approvals and the verification notes attached.",
     "Finally, NEWS-4471 can be closed, once the export path, both approvals and the notes from the verification have been attached to it.",
     "Attach the verification notes, the approvals and the export path, then close NEWS-4471."),
]

GUARDS = {3: "evidence export of the published revision before editing",
          7: "standards editor and lawyer approval of r42",
          8: "preview and diff review before publishing",
          16: "verification of every surface before resume/close"}
DROP_GUARD = 8

SPLITS = {
    8: ("Preview r42 on staging with `arcctl story preview 88213 --revision r42 --site staging.harbourpost.co.uk`.",
        "Read `arcctl story diff 88213 r41 r42`; only paragraphs 7, 9, 14 and the correction notice may differ."),
    16: ("Verify that the web page source has data-revision=\"r42\" and that the iOS and Android apps show r42.",
         "Verify that the queued AP item is r42 too, before anything is resumed or closed."),
}
REGEN_SPLIT = (12, ("Queue the corrected revision for partners: `syndicate update --story 88213 --revision r42 --feeds ap,applenews`.",
                    "Then, once r42 is queued, leave the AP and Apple News feeds paused for now; they are resumed later."))
SERIALIZE = [14, 15]
COMPRESS = [
    ([1, 2], "Open NEWS-4471 for story 88213 and lock the story against other edits."),
    ([6, 7], "Draft corrected revision r42 and get it legally approved."),
    ([10, 14, 15], "Purge the article cache and check Search Console and the Facebook share card."),
    ([16, 17], "Verify r42 on all surfaces and resume syndication."),
    ([20, 21], "Have legal reply to the complainant and close NEWS-4471."),
]
LOST = {"remove": (8, 9), "add": [(8, 16)],
        "why": "publishing r42 (9) no longer waits for the approval and the preview/diff review (7, 8); an approval/review no longer gates the work"}
TARGET = {"step": 12, "old": "88213", "new": "88231", "kind": "story id"}
OPERATION = {"step": 2, "change": "lock -> unlock (prose verb and command flipped)",
             "text": "Unlock story 88213 for edits by other staff with `arcctl story unlock 88213 --reason NEWS-4471`."}
