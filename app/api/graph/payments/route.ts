import { graphqlRoute } from '@/graphql/yoga';

const handler = graphqlRoute('paymentsv2');
export { handler as GET, handler as POST, handler as OPTIONS };
