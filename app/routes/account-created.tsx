import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/ui/Container";
import { buttonStyles } from "~/components/ui/styles";
import { pageMeta, SHOP_NAME } from "~/modules/shop/identity";

/** Shown after registration (spec 000 section 2 "Registration"). */
export const meta = () =>
  pageMeta({
    title: "Your account is ready",
    description: `Thank you for registering with ${SHOP_NAME}.`,
    robots: "noindex, follow",
  });

export default function ConfirmAccountPage() {
  return (
    <Container className="py-24 text-center md:py-32">
      <CheckCircle2 aria-hidden className="mx-auto size-12 text-success" />
      <h1 className="mt-6 text-4xl md:text-5xl">Thank you for your registration</h1>
      <p className="mx-auto mt-5 max-w-xl text-lg text-ink-soft">
        You are now signed up. Sign in to save your sizes, follow your orders and check out faster.
      </p>
      <Link to="/login" className={`${buttonStyles.primary} mt-10`}>
        Sign in
      </Link>
    </Container>
  );
}
