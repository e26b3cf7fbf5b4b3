import { Alert, Button } from 'antd';
import { Link } from 'react-router';

/**
 * Why an e-mailed link (an invitation, a password reset) opens nothing, with the server's
 * catalogued message, what to do about it and a link on.
 */
export function LinkProblem(props: {
  testId: string;
  message: string;
  advice: string;
  to: string;
  toTestId: string;
  toText: string;
}) {
  return (
    <div data-testid={props.testId}>
      <Alert type="error" showIcon title={props.message} description={props.advice} />
      <Link to={props.to} data-testid={props.toTestId}>
        <Button type="link" style={{ paddingInline: 0, marginTop: 16 }}>
          {props.toText}
        </Button>
      </Link>
    </div>
  );
}
