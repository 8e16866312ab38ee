/** GET /api/dashboard/stats: the signed-in user's own figures. */
export interface DashboardStats {
  myProperties: number;
  /** Views summed over all the user's listings. */
  myViews: number;
}

/** GET /api/admin/stats. */
export interface AdminStats {
  totalProperties: number;
  totalUsers: number;
  totalBlogs: number;
  totalAdvisors: number;
}
