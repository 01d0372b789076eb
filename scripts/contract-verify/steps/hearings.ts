// Hearings (TX and LA only): the committees' videos, a transcript (written back unchanged unless
// read-only), the videos whose speakers need naming and a video's segments. The speaker
// assignment cannot be undone through the contract (there is no call that un-names a segment
// group), so it runs only with --allow-speaker-assignment.
import type { Lane } from '../lane.ts';

interface Video {
  VideoID: number;
}

export async function checkTranscripts(lane: Lane, state: string, readOnly: boolean): Promise<void> {
  const committees = await lane.exchange({
    operation: 'getCommittees',
    check: `hearings of ${state}`,
    path: `/api/bill/committees/${state}`,
  });
  const video = committees.ok ? (committees.verdict.body as Video[])[0] : undefined;
  const why = committees.ok ? `${state} has no hearing` : 'the hearings could not be loaded';
  if (!video) {
    lane.skip('getTranscript', 'transcript of a hearing', why);
    lane.skip('updateTranscript', 'write the transcript back unchanged', why);
    return;
  }
  const read = await lane.exchange({
    operation: 'getTranscript',
    check: `transcript of hearing ${video.VideoID}`,
    path: `/api/bill/getTranscript/${state}/${video.VideoID}`,
  });
  const write = 'write the transcript back unchanged';
  if (readOnly) lane.skip('updateTranscript', write, 'read-only run (--read-only)');
  else if (!read.ok) lane.skip('updateTranscript', write, 'the transcript could not be read');
  else
    await lane.exchange({
      operation: 'updateTranscript',
      check: `${write} (hearing ${video.VideoID})`,
      path: '/api/bill/updateTranscript',
      body: {
        state,
        id: video.VideoID,
        newTranscript: (read.verdict.body as { transcript: unknown }).transcript,
      },
      from: 'the transcript as read',
    });
}

interface Detail {
  speakerSegments: { SpeakerSegmentID: number; SpeakerID: number }[];
  members: { memberNumber: number; name: string; district: string; party: string; chamber: string }[];
}

export async function checkSpeakers(
  lane: Lane,
  state: string,
  opts: { readOnly: boolean; allowAssignment: boolean },
): Promise<void> {
  const list = await lane.exchange({
    operation: 'getVideosToUpdate',
    check: `videos of ${state} awaiting speaker names`,
    path: `/api/speaker/videos-to-update?state=${state}`,
  });
  const video = list.ok ? (list.verdict.body as Video[])[0] : undefined;
  const assign = 'name the speaker of one segment group';
  if (!video) {
    const why = list.ok ? `no video of ${state} awaits speaker names` : 'the videos could not be loaded';
    lane.skip('getSpeakerSegments', 'segments of a video', why);
    lane.skip('updateSpeakerAssignment', assign, why);
    return;
  }
  const segments = await lane.exchange({
    operation: 'getSpeakerSegments',
    check: `segments of video ${video.VideoID}`,
    path: `/api/speaker/speaker-segments?state=${state}&videoID=${video.VideoID}`,
  });
  if (opts.readOnly) {
    lane.skip('updateSpeakerAssignment', assign, 'read-only run (--read-only)');
    return;
  }
  if (!opts.allowAssignment) {
    lane.skip(
      'updateSpeakerAssignment',
      assign,
      'cannot be undone through the contract; pass --allow-speaker-assignment to name one group for real',
    );
    return;
  }
  const detail = segments.ok ? (segments.verdict.body as Detail) : undefined;
  const first = detail?.speakerSegments[0];
  const member = detail?.members[0];
  if (!first || !member) {
    const why = !segments.ok
      ? 'the segments could not be loaded'
      : 'the video has no segment or no member to name';
    lane.skip('updateSpeakerAssignment', assign, why);
    return;
  }
  const group = detail.speakerSegments.filter((s) => s.SpeakerID === first.SpeakerID);
  await lane.exchange({
    operation: 'updateSpeakerAssignment',
    check: `${assign} (video ${video.VideoID}, speaker ${first.SpeakerID})`,
    path: '/api/speaker/update-assignment',
    body: {
      state,
      videoID: video.VideoID,
      segmentIDs: group.map((s) => s.SpeakerSegmentID),
      assignedSpeaker: {
        id: member.memberNumber,
        name: member.name,
        type: 'Member',
        extra: `District ${member.district} • ${member.party} • ${member.chamber}`,
      },
    },
    from: 'the segments answer',
  });
}
