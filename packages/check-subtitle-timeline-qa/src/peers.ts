import type { PeerComparison } from '@evidence-check/core-receipt';

const NETFLIX = 'Netflix Timed Text Style Guide';
const TIMING = 'Netflix Subtitle Timing Guidelines';
const SE = 'Subtitle Edit Netflix quality check';

/** The README's "Compared with" table: what the style guide and Subtitle Edit flag, and our codes for it. */
export const comparison = {
  peers: [
    { name: NETFLIX, url: 'https://partnerhelp.netflixstudios.com/hc/en-us/articles/215758617-Timed-Text-Style-Guide-General-Requirements' },
    { name: TIMING, url: 'https://partnerhelp.netflixstudios.com/hc/en-us/articles/360051554394-Timed-Text-Style-Guide-Subtitle-Timing-Guidelines' },
    {
      name: SE,
      url: 'https://github.com/SubtitleEdit/subtitleedit/tree/main/src/libse/NetflixQualityCheck',
      oracle:
        'its checks (C#, not runnable here) transcribed statement by statement in test/subtitle-edit-oracle.test.ts and run next to run() over 500 seeded files (6,423 cues): reading speed, line length, lines, min and max duration, two-frame gap, gap bridging, whitespace, italics not allowed agree cue by cue, 0 disagreements',
    },
  ],
  rules: [
    { peer: NETFLIX, rule: 'General Requirements §1: minimum duration 5/6 of a second', ours: 'DURATION_TOO_SHORT' },
    { peer: NETFLIX, rule: 'General Requirements §1: maximum duration 7 seconds', ours: 'DURATION_TOO_LONG' },
    { peer: NETFLIX, rule: 'General Requirements §3: frame gap 2 frames minimum (regardless of frame rate)', ours: 'GAP_TOO_SHORT', note: 'counted in whole frames at the cue\'s frame_rate (default 24 fps)' },
    { peer: NETFLIX, rule: 'General Requirements §4: only characters of the Netflix Glyph List', ours: null, note: 'the glyph list is not bundled' },
    { peer: NETFLIX, rule: 'General Requirements §5: 2 lines maximum', ours: 'TOO_MANY_LINES' },
    { peer: NETFLIX, rule: 'General Requirements §5: keep the text on one line unless it exceeds the character limitation; where to break lines', ours: null, note: 'line-break placement is a linguistic judgement' },
    { peer: NETFLIX, rule: 'General Requirements: positioning, timing to audio and to shot changes', ours: null, note: 'needs the video and its audio, which the request does not carry' },
    { peer: NETFLIX, rule: 'English Template §2: reading speed 17 cps (adult), 13 cps (children)', ours: 'READING_SPEED_TOO_HIGH', note: 'the default for a cue without language; children: true selects 13' },
    { peer: NETFLIX, rule: 'English Template §5: 42 characters per line', ours: 'LINE_TOO_LONG' },
    { peer: NETFLIX, rule: 'Japanese guide: horizontal subtitles at most 13 full-width characters per line, half-width characters 0.5', ours: 'LINE_TOO_LONG', note: 'language "ja"' },
    { peer: NETFLIX, rule: 'Japanese guide: vertical subtitles at most 11 full-width characters per line', ours: null, note: 'the request does not say which cues are vertical; every Japanese line is judged as horizontal' },
    { peer: NETFLIX, rule: 'Korean guide §2: 16 characters per line, Latin characters, spaces, punctuation 0.5', ours: 'LINE_TOO_LONG', note: 'language "ko"; Chinese ("zh") likewise 16' },
    { peer: NETFLIX, rule: 'Partner Help "How is reading speed measured?": half-width characters of character-based languages count 0.5', ours: 'READING_SPEED_TOO_HIGH', note: 'languages ja, ko, zh' },
    { peer: NETFLIX, rule: 'Language guides: when to use italics, ellipses, dashes, numbers, speaker IDs', ours: null, note: 'editorial rules of each language, not timing or layout' },
    { peer: TIMING, rule: '§1: close gaps under half a second (12 frames at 24 fps, 15 at 30 fps) to 2 frames ("chaining")', ours: 'GAP_SHOULD_BE_CLOSED', note: 'gaps of 3 frames up to half a second less one frame, as Subtitle Edit reads it (3–11 at 24 fps); a notice, since a wider gap is no QC error' },
    { peer: TIMING, rule: '§2–§3: in- and out-times against shot changes', ours: null, note: 'shot changes are not part of the request' },
    { peer: SE, rule: 'NetflixCheckTimedTextFrameRate: frame rate is invalid', ours: 'FRAME_RATE_UNSUPPORTED', note: 'read from each cue\'s frame_rate, not from a TTML header' },
    { peer: SE, rule: 'NetflixCheckMaxCps: maximum characters per second by language, children\'s programs, SDH', ours: 'READING_SPEED_TOO_HIGH', note: 'same table (en 20/17, ja 4, ko 12, zh 9, ar 20, hi 22, others 17/13; SDH); half-width characters count 0.5 in ja, ko, zh' },
    { peer: SE, rule: 'NetflixCheckMaxLineLength: single line length', ours: 'LINE_TOO_LONG', note: 'ja 13 (horizontal), ko and zh 16, th 35, others 42; vertical Japanese (11) not covered' },
    { peer: SE, rule: 'NetflixCheckMinDuration: 5/6 second (833 ms), Japanese 0.5 second', ours: 'DURATION_TOO_SHORT' },
    { peer: SE, rule: 'NetflixCheckMaxDuration: 7 seconds per subtitle event', ours: 'DURATION_TOO_LONG' },
    { peer: SE, rule: 'NetflixCheckNumberOfLines: two lines maximum', ours: 'TOO_MANY_LINES' },
    { peer: SE, rule: 'NetflixCheckNumberOfLines: text can fit on one line', ours: null, note: 'depends on Subtitle Edit\'s own line breaker' },
    { peer: SE, rule: 'NetflixCheckTwoFramesGap: minimum two frames gap (and overlapping)', ours: ['GAP_TOO_SHORT', 'CUE_OVERLAP'], note: 'Subtitle Edit skips Japanese; here the General Requirements gap applies to every language' },
    { peer: SE, rule: 'NetflixCheckBridgeGaps: 3-11 frames gap => 2 frames gap', ours: 'GAP_SHOULD_BE_CLOSED', note: 'up to half a second less one frame at the cue\'s frame rate; Subtitle Edit skips Japanese, this check does not' },
    { peer: SE, rule: 'NetflixCheckWhiteSpace: line ending, before punctuation, consecutive spaces', ours: ['LEADING_OR_TRAILING_SPACE', 'SPACE_BEFORE_PUNCTUATION', 'DOUBLED_SPACE', 'BLANK_LINE'], note: 'judged on the visible text (markup removed); French keeps its space before ! and ?' },
    { peer: SE, rule: 'NetflixCheckItalics: fixed italics', ours: 'ITALIC_TAGS_UNBALANCED' },
    { peer: SE, rule: 'NetflixCheckItalics: italics not allowed (ar, ko, zh)', ours: 'ITALICS_NOT_ALLOWED' },
    { peer: SE, rule: 'NetflixCheckGlyph: invalid character', ours: null, note: 'the glyph list is not bundled' },
    { peer: SE, rule: 'NetflixCheckDialogHyphenSpace: dialogue dash style by language', ours: null, note: 'editorial style of each language' },
    { peer: SE, rule: 'NetflixCheckNumbersOneToTenSpellOut, NetflixCheckStartNumberSpellOut, NetflixCheckTextForHiUseBrackets', ours: null, note: 'English editorial style, not timing or layout' },
    { peer: SE, rule: 'NetflixCheckShotChange, NetflixCheckSceneChange', ours: null, note: 'shot changes are not part of the request' },
  ],
} as const satisfies PeerComparison;
