/** The signed-in person as routes see them (AppEnv's `user`), and as the session cache keeps them. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
}
