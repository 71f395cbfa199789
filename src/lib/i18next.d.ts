import 'i18next';
import type auth from '../../locales/en/auth.json';
import type certificate from '../../locales/en/certificate.json';
import type common from '../../locales/en/common.json';
import type community from '../../locales/en/community.json';
import type company from '../../locales/en/company.json';
import type dates from '../../locales/en/dates.json';
import type courseBadminton from '../../locales/en/course-badminton.json';
import type coursePickleball from '../../locales/en/course-pickleball.json';
import type courseRequest from '../../locales/en/course-request.json';
import type courseSport from '../../locales/en/course-sport.json';
import type courseTableTennis from '../../locales/en/course-table-tennis.json';
import type forms from '../../locales/en/forms.json';
import type inquiry from '../../locales/en/inquiry.json';
import type home from '../../locales/en/home.json';
import type landing from '../../locales/en/landing.json';
import type legal from '../../locales/en/legal.json';
import type point from '../../locales/en/point.json';
import type product from '../../locales/en/product.json';
import type trio from '../../locales/en/trio.json';

/** Keys are typed against English: a key missing from `locales/en` is a type error. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      landing: typeof landing;
      home: typeof home;
      company: typeof company;
      trio: typeof trio;
      point: typeof point;
      product: typeof product;
      community: typeof community;
      certificate: typeof certificate;
      'course-sport': typeof courseSport;
      'course-badminton': typeof courseBadminton;
      'course-pickleball': typeof coursePickleball;
      'course-table-tennis': typeof courseTableTennis;
      'course-request': typeof courseRequest;
      auth: typeof auth;
      forms: typeof forms;
      inquiry: typeof inquiry;
      legal: typeof legal;
      dates: typeof dates;
    };
  }
}
