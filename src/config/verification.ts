import data from '../../content/verification.json' with { type: 'json' };

/**
 * Search engines' site-ownership codes (`content/verification.json`): Google, Naver, Bing and
 * Baidu read a `<meta>` of the pre-rendered pages, Daum's webmaster tool a line of robots.txt.
 * Empty: that engine's line is left out.
 */
export type VerificationCodes = {
  google: string;
  naver: string;
  daum: string;
  bing: string;
  baidu: string;
};

export const verificationCodes: VerificationCodes = data;

/** The `<meta name>` each engine but Daum looks for. */
export const verificationMetaNames: Record<Exclude<keyof VerificationCodes, 'daum'>, string> = {
  google: 'google-site-verification',
  naver: 'naver-site-verification',
  bing: 'msvalidate.01',
  baidu: 'baidu-site-verification',
};
