import { LoginForm } from 'wasp/client/auth';

export default function Login() {
  return <LoginForm />;
}
