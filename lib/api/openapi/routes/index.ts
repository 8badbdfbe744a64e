import type { RouteTable } from '../types';
import { accountRoutes } from './account';
import { adminCatalogueRoutes } from './admin-catalogue';
import { adminContentRoutes } from './admin-content';
import { adminInsightsRoutes } from './admin-insights';
import { adminEditingRoutes } from './admin-editing';
import { adminMembersRoutes } from './admin-members';
import { adminOrdersRoutes } from './admin-orders';
import { adminPointsRoutes } from './admin-points';
import { adminTranslateRoutes } from './admin-translate';
import { adminTrustRoutes } from './admin-trust';
import { memberRoutes } from './member';
import { memberOrdersRoutes } from './member-orders';
import { publicRoutes } from './public';
import { sampleRoutes } from './samples';
import { signInRoutes } from './sign-in';

/** Every table, by the tag its operations carry in the document. */
export const ROUTE_TABLES: Readonly<Record<string, RouteTable>> = {
  public: publicRoutes,
  'sign-in': signInRoutes,
  account: accountRoutes,
  member: memberRoutes,
  'member-orders': memberOrdersRoutes,
  'admin-catalogue': adminCatalogueRoutes,
  'admin-content': adminContentRoutes,
  'admin-editing': adminEditingRoutes,
  'admin-orders': adminOrdersRoutes,
  'admin-insights': adminInsightsRoutes,
  'admin-members': adminMembersRoutes,
  'admin-points': adminPointsRoutes,
  'admin-trust': adminTrustRoutes,
  samples: sampleRoutes,
  'admin-translate': adminTranslateRoutes,
};
